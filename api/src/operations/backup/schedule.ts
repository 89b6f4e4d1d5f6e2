import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { log } from '../logs';
import { runBackup, type BackupReport } from './backup';
import { placeAt } from './place';
import { pruneBackups } from './prune';
import { finishBackupRun, readBackupState, renewBackupLease, takeBackupRun } from './repo';

/** How long a run's lease holds unless renewed: a crashed instance's run is taken over after it. */
const LEASE_MS = 10 * 60 * 1000;
/** A failed backup is tried again after a quarter of the period, and within 30 minutes at most. */
export const retryAfterMs = (everyMs: number) => Math.min(everyMs / 4, 30 * 60 * 1000);

export interface ScheduleContext {
  db: Db;
  config: Pick<Config, 'dataDir' | 'database' | 'storage' | 'backup'>;
  now: () => Date;
}

export type TickOutcome = { ran: false } | { ran: true; report: BackupReport } | { ran: true; error: string };

/**
 * One look at the schedule: when a backup is due (the period since the last start, or the retry wait after a
 * failure) and this instance takes the run, it backs up, prunes, and writes the outcome to backup_state.
 * Never throws: a failure is logged and recorded, and the product goes on.
 */
export async function backupTick(ctx: ScheduleContext, holder: string, leaseMs = LEASE_MS): Promise<TickOutcome> {
  const { db, config, now } = ctx;
  const { location, everyMs, keep } = config.backup;
  if (!location) return { ran: false };
  const place = placeAt(location);
  const state = await readBackupState(db);
  const failedLast = state?.lastFailureAt && (!state.lastSuccessAt || state.lastFailureAt > state.lastSuccessAt);
  const wait = failedLast ? retryAfterMs(everyMs) : everyMs;
  const at = now();
  if (!(await takeBackupRun(db, holder, at, new Date(at.getTime() + leaseMs), new Date(at.getTime() - wait)))) return { ran: false };

  const renewer = setInterval(() => void renewBackupLease(db, holder, new Date(now().getTime() + leaseMs)).catch(() => {}), leaseMs / 3);
  try {
    const report = await runBackup(config, place, now);
    await pruneBackups(place, keep, now()).catch((error) => log.error(`Pruning the backups at ${place.address} failed`, error));
    await finishBackupRun(db, holder, { at: now(), success: { durationMs: report.durationMs, bytes: report.bytesWritten, location: report.location } });
    log.info(`Backup ${report.location} complete`, { newFiles: report.newFiles, referencedFiles: report.referencedFiles, bytes: report.bytesWritten, ms: report.durationMs });
    return { ran: true, report };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(`The scheduled backup to ${place.address} failed; it is tried again in ${Math.round(retryAfterMs(everyMs) / 1000)} s: ${message}`);
    await finishBackupRun(db, holder, { at: now(), failure: message }).catch((failure) => log.error('Recording the failed backup failed', failure));
    return { ran: true, error: message };
  } finally {
    clearInterval(renewer);
  }
}

export interface BackupSchedule {
  /** No more runs; resolves once a running one has finished (a stopping server need not wait for it). */
  stop(): Promise<void>;
}

/** Looks at the schedule now and then (often enough for the retry wait, at least each minute) until stopped. */
export function startBackupSchedule(ctx: ScheduleContext): BackupSchedule {
  const holder = crypto.randomUUID();
  const lookEveryMs = Math.min(retryAfterMs(ctx.config.backup.everyMs), 60_000);
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const look = () => {
    if (busy) return;
    busy = true;
    running = backupTick(ctx, holder)
      .catch((error) => log.error('Looking at the backup schedule failed', error))
      .finally(() => (busy = false));
  };
  look();
  const timer = setInterval(look, lookEveryMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
