import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { rowsChanged } from '../../../db/client';
import { tripPhotos, tripSightings } from '../../../db/schema';
import type { TripSightingStatus } from '@rules/trips';
import type { TripSightingRow } from '../repo';

/** batch_id of a queued sighting that goes in the provider's batch and has not been sent yet. */
export const BATCH_TO_SEND = 'to-send';

const s = tripSightings;
/** Nobody holds it: never claimed, released, or its holder's lease lapsed (the holder stopped or died). */
const free = (now: Date): SQL => or(isNull(s.leaseUntil), lt(s.leaseUntil, now))!;

/** Queues these sightings (the single call, or the batch when `batch`) and marks those beyond the free ones. */
export async function queueSightings(tx: Tx, queued: number[], needsPlan: number[], batch: boolean, now: Date): Promise<void> {
  const reset = { claimedBy: null, leaseUntil: null, attempts: 0 };
  if (queued.length) await tx.update(s).set({ ...reset, status: 'queued', queuedAt: now, batchId: batch ? BATCH_TO_SEND : null }).where(inArray(s.id, queued));
  if (needsPlan.length) await tx.update(s).set({ ...reset, status: 'needs-plan', batchId: null }).where(inArray(s.id, needsPlan));
}

/** The sightings of the user's trips that are queued and not identified yet: each will take a free identification. */
export async function queuedSightingsOfTrips(db: Db | Tx, tripIds: number[]): Promise<number> {
  if (tripIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(s).where(and(inArray(s.tripId, tripIds), eq(s.status, 'queued')));
  return Number(row?.n ?? 0);
}

/**
 * Claims the oldest queued sighting for a single call: one conditional UPDATE that holds only while nobody holds it,
 * as the catalogue rebuild takes its lease, so two instances never claim the same one. Undefined when none is free.
 */
export async function claimSighting(db: Db, holder: string, now: Date, until: Date): Promise<TripSightingRow | undefined> {
  for (let tries = 0; tries < 5; tries++) {
    const waiting = and(eq(s.status, 'queued'), isNull(s.batchId), free(now));
    const [next] = await db.select().from(s).where(waiting).orderBy(asc(s.queuedAt), asc(s.id)).limit(1);
    if (!next) return undefined;
    const taken = await db.update(s).set({ claimedBy: holder, leaseUntil: until }).where(and(eq(s.id, next.id), waiting));
    if (rowsChanged(taken) > 0) return { ...next, claimedBy: holder, leaseUntil: until };
  }
  return undefined;
}

/** Claims every free queued sighting of the provider's batch `batchId` (or of one trip's batch still to send). */
export async function claimBatch(db: Db, holder: string, batchId: string, now: Date, until: Date, tripId?: number): Promise<TripSightingRow[]> {
  const inBatch = and(eq(s.status, 'queued'), eq(s.batchId, batchId), tripId === undefined ? undefined : eq(s.tripId, tripId));
  await db.update(s).set({ claimedBy: holder, leaseUntil: until }).where(and(inBatch, free(now)));
  return db.select().from(s).where(and(inBatch, eq(s.claimedBy, holder))).orderBy(asc(s.id));
}

/** The trips with batch sightings still to send, and the provider's batches that are running, with nobody on them. */
export async function batchWork(db: Db, now: Date): Promise<{ toSend: number[]; running: string[] }> {
  const rows = await db
    .selectDistinct({ tripId: s.tripId, batchId: s.batchId })
    .from(s)
    .where(and(eq(s.status, 'queued'), isNotNull(s.batchId), free(now)));
  const toSend = [...new Set(rows.filter((row) => row.batchId === BATCH_TO_SEND).map((row) => row.tripId))];
  const running = [...new Set(rows.map((row) => row.batchId!).filter((batchId) => batchId !== BATCH_TO_SEND))];
  return { toSend, running };
}

/** Ends `holder`'s claim: the sighting's new state, or back in the queue (not before `notBefore`). */
export async function settleClaim(
  db: Db,
  holder: string,
  ids: number[],
  change: { status?: TripSightingStatus; identificationId?: number; batchId?: string | null; attempts?: number; notBefore?: Date },
): Promise<void> {
  if (ids.length === 0) return;
  const { notBefore, ...columns } = change;
  await db
    .update(s)
    .set({ ...columns, claimedBy: null, leaseUntil: notBefore ?? null })
    .where(and(inArray(s.id, ids), eq(s.claimedBy, holder), ne(s.status, 'identified')));
}

/** The stored key of each of these trip photos, by id. */
export async function photoKeysOf(db: Db, photoIds: number[]): Promise<Map<number, string>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db.select({ id: tripPhotos.id, photoKey: tripPhotos.photoKey }).from(tripPhotos).where(inArray(tripPhotos.id, photoIds));
  return new Map(rows.map((row) => [row.id, row.photoKey]));
}
