import { eq } from 'drizzle-orm';
import { first, type Db } from '../../db/client';
import { stripeEvents } from '../../db/schema';

export async function isEventRecorded(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).then(first)) !== undefined;
}

/** Returns false when the event was already recorded (a concurrent delivery of the same event). */
export async function recordEvent(db: Db, event: { id: string; type: string; created: number }): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, created: event.created })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id })
    .then(first);
  return inserted !== undefined;
}
