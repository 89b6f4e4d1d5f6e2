import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { DATABASE_TIMEOUT_MS, operationsState } from '../health';
import { instruments } from '../../lib/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <METRICS_TOKEN>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing byte of what was sent.
 */
export function authorised(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

const seconds = (date: Date | null | undefined) => (date ? date.getTime() / 1000 : undefined);

function setOrClear(gauge: { set(value: number): void; reset(): void }, value: number | null | undefined): void {
  if (value == null) gauge.reset();
  else gauge.set(value);
}

/** The shared rows read at scrape: each instance reports the same catalogue version and backups. */
async function readShared(db: Db): Promise<void> {
  const bound = DATABASE_TIMEOUT_MS;
  // A database that does not answer in time leaves the values last read (null here): the scrape is never held up.
  const read = <T>(work: () => Promise<T>) => operationsState.within(bound, work).then((value) => ({ value }), () => null);
  const [catalogueRead, backupsRead] = await Promise.all([read(() => operationsState.readCatalogueVersion(db)), read(() => operationsState.readBackupOutcome(db))]);
  if (catalogueRead) {
    const catalogue = catalogueRead.value;
    instruments.catalogueVersion.set(catalogue.version);
    setOrClear(instruments.catalogueLastPublish, seconds(catalogue.publishedAt));
  }
  // No row yet: no scheduled backup has run; the gauges say 0.
  if (backupsRead) {
    const backups = backupsRead.value;
    setOrClear(instruments.backupLastSuccess, seconds(backups?.lastSuccessAt));
    setOrClear(instruments.backupLastFailure, seconds(backups?.lastFailureAt));
    setOrClear(instruments.backupDuration, backups?.lastDurationMs == null ? null : backups.lastDurationMs / 1000);
    setOrClear(instruments.backupSize, backups?.lastBytes);
  }
}

/** Where the upload gate's use is read at scrape. */
export interface UploadSlots {
  inUse(): number;
  readonly capacity: number;
}

/** The Prometheus text of every instrument, the shared rows read first. */
export async function scrape(db: Db, uploads: UploadSlots | undefined): Promise<Response> {
  await readShared(db);
  if (uploads) {
    instruments.uploadSlotsInUse.set(uploads.inUse());
    instruments.uploadSlots.set(uploads.capacity);
  }
  return new Response(await instruments.registry.metrics(), {
    headers: { 'content-type': instruments.registry.contentType, 'cache-control': 'no-store' },
  });
}
