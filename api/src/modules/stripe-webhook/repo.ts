import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stripeEvents } from '../../db/schema';

export function isEventRecorded(db: Db, id: string): boolean {
  return db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get() !== undefined;
}

/** Returns false when the event was already recorded (a concurrent delivery of the same event). */
export function recordEvent(db: Db, event: { id: string; type: string; created: number }): boolean {
  const inserted = db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, created: event.created })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id })
    .get();
  return inserted !== undefined;
}
