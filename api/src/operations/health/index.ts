/**
 * The health module's door: `readiness` (GET /healthz and GET /readyz, served by the request handler outside /api),
 * what the catalogue tells it, and the shared operations state /metrics reads too. The rest of the folder is private.
 */
import { readBackupOutcome, readCatalogueVersion } from './repo';
import { within } from './deadline';

export { readiness, type Readiness } from './readiness';
export { catalogueReadiness, DATABASE_TIMEOUT_MS } from './checks';

/** What /metrics reads at each scrape: the shared rows, each bounded in time like the checks. */
export const operationsState = { readBackupOutcome, readCatalogueVersion, within };
