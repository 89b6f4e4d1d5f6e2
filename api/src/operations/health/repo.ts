import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { backupState, catalogueState } from '../../db/schema';

/** The outcome of the scheduled backups as every instance shares it (row 1, written by the backup scheduler). */
export interface BackupOutcome {
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  lastError: string | null;
  lastDurationMs: number | null;
  lastBytes: number | null;
}

/** Null until the first scheduled backup has run anywhere. */
export async function readBackupOutcome(db: Db): Promise<BackupOutcome | null> {
  const [row] = await db
    .select({
      lastSuccessAt: backupState.lastSuccessAt,
      lastFailureAt: backupState.lastFailureAt,
      lastError: backupState.lastError,
      lastDurationMs: backupState.lastDurationMs,
      lastBytes: backupState.lastBytes,
    })
    .from(backupState)
    .where(eq(backupState.id, 1));
  return row ?? null;
}

export interface CatalogueVersion {
  version: number;
  publishedAt: Date | null;
}

export async function readCatalogueVersion(db: Db): Promise<CatalogueVersion> {
  const [row] = await db.select({ version: catalogueState.version, publishedAt: catalogueState.publishedAt }).from(catalogueState).where(eq(catalogueState.id, 1));
  return row ?? { version: 0, publishedAt: null };
}

/** The cheapest question the database must answer itself (no table, no lock). */
export async function pingDatabase(db: Db): Promise<void> {
  await rowsOf(db, sql`SELECT 1`);
}
