import { integer, real, table, text, timestamp } from './columns';

/**
 * Scheduled backups as every instance shares them: one row (id 1). The instance taking a run holds the lease
 * until it finishes or the lease runs out; every instance reads the last outcome for /readyz and /metrics.
 */
export const backupState = table('backup_state', {
  id: integer('id').primaryKey(),
  /** The instance taking the scheduled backup, and until when its lease holds unless it renews it. */
  leaseHolder: text('lease_holder'),
  leaseUntil: timestamp('lease_until'),
  /** When the last scheduled backup started, and when one last completed (its manifest written). */
  lastStartedAt: timestamp('last_started_at'),
  lastSuccessAt: timestamp('last_success_at'),
  /** The last failure, kept until a later backup completes. */
  lastFailureAt: timestamp('last_failure_at'),
  lastError: text('last_error'),
  /** The last completed backup: how long it took, how many bytes it wrote (new files and the database), and where. */
  lastDurationMs: integer('last_duration_ms'),
  lastBytes: real('last_bytes'),
  lastLocation: text('last_location'),
});
