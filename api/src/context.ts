import type { Db } from './db/client';
import type { Config } from './env';

/** What the publishing service needs from the running static catalogue. */
export interface CatalogueChanges {
  /** Re-reads what is published (404s start at once) and brings pages, lists and search up to date. */
  changed(): Promise<void>;
}

/**
 * What every module is built with: one database, one configuration, one clock (tests move it), and the static
 * catalogue being served, when there is one (API tests and tools run without).
 */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  catalogue?: CatalogueChanges;
}
