import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { speciesIdentifications as i } from '../../../db/schema';

/** The names and cover of a user's own identifications among `ids` (others' are left out), trashed ones too. */
export async function findOwnSightings(db: Db, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: i.id, speciesName: i.speciesName, aphiaId: i.aphiaId, communityAphiaId: i.communityAphiaId, imageUrl: i.imageUrl })
    .from(i)
    .where(and(eq(i.userId, userId), inArray(i.id, ids)));
}
