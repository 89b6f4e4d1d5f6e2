import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { rowsChanged, type Db } from '../../db/client';
import { backupState } from '../../db/schema';

/** Scheduled backups as every instance shares them: one row, id 1, made here when missing. */
const ROW = 1;
const theRow = eq(backupState.id, ROW);

export type BackupState = typeof backupState.$inferSelect;

/** The row is made by the first instance that needs it. */
const ensureRow = (db: Db) => db.insert(backupState).values({ id: ROW }).onConflictDoNothing();

export async function readBackupState(db: Db): Promise<BackupState | null> {
  await ensureRow(db);
  const [row] = await db.select().from(backupState).where(theRow);
  return row ?? null;
}

/**
 * Takes the next run in one conditional UPDATE: only when no lease holds (or it ran out) and no run started since
 * `dueBefore`. It marks the start, so of several instances asking at once exactly one gets it.
 */
export async function takeBackupRun(db: Db, holder: string, now: Date, leaseUntil: Date, dueBefore: Date): Promise<boolean> {
  await ensureRow(db);
  const taken = await db
    .update(backupState)
    .set({ leaseHolder: holder, leaseUntil, lastStartedAt: now })
    .where(
      and(
        theRow,
        or(isNull(backupState.leaseUntil), lt(backupState.leaseUntil, now)),
        or(isNull(backupState.lastStartedAt), lt(backupState.lastStartedAt, dueBefore)),
      ),
    );
  return rowsChanged(taken) > 0;
}

/** Keeps the lease while a long backup runs; false when another took it over (this one ran out). */
export async function renewBackupLease(db: Db, holder: string, leaseUntil: Date): Promise<boolean> {
  return rowsChanged(await db.update(backupState).set({ leaseUntil }).where(and(theRow, eq(backupState.leaseHolder, holder)))) > 0;
}

export interface BackupOutcome {
  at: Date;
  success?: { durationMs: number; bytes: number; location: string };
  failure?: string;
}

/** Writes the outcome of a run and lets the lease go. A failure is kept until a later backup completes. */
export async function finishBackupRun(db: Db, holder: string, outcome: BackupOutcome): Promise<void> {
  const { at, success, failure } = outcome;
  const written = success
    ? { lastSuccessAt: at, lastDurationMs: success.durationMs, lastBytes: success.bytes, lastLocation: success.location, lastFailureAt: null, lastError: null }
    : { lastFailureAt: at, lastError: failure!.slice(0, 2000) };
  await db.update(backupState).set(written).where(theRow);
  await db.update(backupState).set({ leaseHolder: null, leaseUntil: null }).where(and(theRow, eq(backupState.leaseHolder, holder)));
}
