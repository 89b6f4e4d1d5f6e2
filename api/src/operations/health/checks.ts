import type { Db } from '../../db/client';
import type { PhotoStore } from '../../lib/storage';
import { log } from '../logs';
import { shared, TimedOut, within } from './deadline';
import { pingDatabase, readBackupOutcome, type BackupOutcome } from './repo';

/** The bounds of each check: a load balancer asks every few seconds and gives up after a few more. */
export const DATABASE_TIMEOUT_MS = 2000;
export const STORAGE_TIMEOUT_MS = 3000;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why not, in a few words (the kind of error, never its details: /readyz is public; the log has them). */
  error?: string;
}

/** What the served catalogue says of itself: loaded (a full build, or SITE_DIR's own pages until the first), or not. */
export type CatalogueReadiness = { loaded: true; build: string | null } | { loaded: false; reason: string };

/**
 * The catalogue as the server started it: loaded before the server listens, or off when SITE_DIR has no built site.
 * Off is not ready (decision 094): such an instance answers every species page, Discover and search with a 404.
 */
export function catalogueReadiness(site: { currentBuildId: string | null } | undefined): CatalogueReadiness {
  return site ? { loaded: true, build: site.currentBuildId } : { loaded: false, reason: 'off: SITE_DIR has no built site (npm run build)' };
}

/** A few words on a failure that say what kind it was without naming hosts, paths or values. */
function kindOf(error: unknown): string {
  if (error instanceof TimedOut) return error.message;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return `failed (${code})`;
  return `failed (${error instanceof Error ? error.name : 'error'})`;
}

/**
 * A timed probe that logs when its answer changes (failing, then back), not at every ask: the detail of a
 * failure goes to the log once, and /readyz says only its kind.
 */
function probe(name: string, timeoutMs: number, work: () => Promise<void>): () => Promise<CheckResult> {
  let failing = false;
  const run = shared(async (): Promise<CheckResult> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      await within(timeoutMs, work);
      if (failing) log.info(`Readiness: ${name} answers again`);
      failing = false;
      return { ok: true, ms: ms() };
    } catch (error) {
      if (!failing) log.warn(`Readiness: ${name} is not ready`, { check: name, reason: error instanceof Error ? error.message.slice(0, 300) : String(error) });
      failing = true;
      return { ok: false, ms: ms(), error: kindOf(error) };
    }
  });
  return run;
}

/** The database answers a query of its own within DATABASE_TIMEOUT_MS. */
export const databaseCheck = (db: Db) => probe('database', DATABASE_TIMEOUT_MS, () => pingDatabase(db));

/**
 * Storage takes a small file and gives it back: written and removed under a key of this instance's own, so that
 * instances sharing a bucket never remove each other's probe. `writes` false (read-only): nothing is written; storage
 * must still answer whether the probe is there.
 */
export function storageCheck(photos: () => PhotoStore, instance: string, writes = true) {
  const key = `readiness/${instance}.probe`;
  return probe('storage', STORAGE_TIMEOUT_MS, async () => {
    const store = photos();
    if (!writes) {
      await store.exists(key);
      return;
    }
    await store.write(key, new TextEncoder().encode('ok'), 'text/plain');
    await store.remove([key]);
  });
}

/** The backups' outcome, or null when the database cannot say within its bound (the database check says why). */
export async function backupOutcome(db: Db): Promise<BackupOutcome | null> {
  return within(DATABASE_TIMEOUT_MS, () => readBackupOutcome(db)).catch(() => null);
}

/** A scheduled backup failed after the last one that completed (or none ever completed). */
export const backupFailing = (outcome: BackupOutcome | null): boolean =>
  !!outcome?.lastFailureAt && (!outcome.lastSuccessAt || outcome.lastFailureAt.getTime() > outcome.lastSuccessAt.getTime());
