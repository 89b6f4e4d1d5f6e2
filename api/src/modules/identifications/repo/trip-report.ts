import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isoDateTime } from '../../../db/sql';
import { speciesIdentifications as i } from '../../../db/schema';
import type { IdentificationRow } from './rows';

/** A user's own identifications among `ids` that are not trashed (a trashed one has left their history). */
export async function ownLiveIdentifications(db: Db, userId: number, ids: number[]): Promise<IdentificationRow[]> {
  if (!ids.length) return [];
  return db.select().from(i).where(and(eq(i.userId, userId), inArray(i.id, ids), isNull(i.trashedAt)));
}

/**
 * The taxa of a user's life list as it stood before `before` (their accepted identifications, not trashed, seen
 * earlier: when the photo was taken, else uploaded, compared as text), leaving out `except`: each by the
 * experts' taxon, else its owner's own name, else the answer's, else its name.
 */
export async function lifeListTaxaBefore(db: Db, userId: number, before: string, except: number[]) {
  const seen = sql<string>`coalesce(${i.observedAt}, ${isoDateTime(i.createdAt)})`;
  return db
    .select({
      aphiaId: i.aphiaId,
      communityAphiaId: i.communityAphiaId,
      diverAphiaId: i.diverAphiaId,
      diverScientificName: i.diverScientificName,
      scientificName: i.scientificName,
      speciesName: i.speciesName,
    })
    .from(i)
    .where(and(eq(i.userId, userId), eq(i.accepted, true), isNull(i.trashedAt), lt(seen, before), except.length ? notInArray(i.id, except) : undefined));
}
