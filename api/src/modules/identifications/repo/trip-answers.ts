import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { speciesIdentifications as i } from '../../../db/schema';

/** What a trip's review cards read of a user's own identifications among `ids`: one query, trashed ones left out. */
export async function findTripAnswerRows(db: Db, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: i.id,
      speciesName: i.speciesName,
      scientificName: i.scientificName,
      aphiaId: i.aphiaId,
      candidates: i.candidates,
      imageUrl: i.imageUrl,
      accepted: i.accepted,
      catalogueConsent: i.catalogueConsent,
      licence: i.licence,
      diverAphiaId: i.diverAphiaId,
      diverScientificName: i.diverScientificName,
    })
    .from(i)
    .where(and(eq(i.userId, userId), inArray(i.id, ids), isNull(i.trashedAt)));
}
export type TripAnswerRow = Awaited<ReturnType<typeof findTripAnswerRows>>[number];

/** Marks a user's own identifications among `ids` accepted (others' and trashed ones are left as they are). */
export async function acceptOwnIdentifications(db: Db, userId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(i).set({ accepted: true }).where(and(eq(i.userId, userId), inArray(i.id, ids), isNull(i.trashedAt)));
}
