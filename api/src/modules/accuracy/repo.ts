import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { identificationPhotos, speciesIdentifications, taxa } from '../../db/schema';
import { parseStoredList } from '../../lib/json';
import type { LineageStep } from './figures';

// Reads only (decision 068): the verified sightings are the identifications module's rows and the lineages the taxa
// module's cache; measuring them here costs two indexed reads instead of a service call per row.

/** Every verified sighting that is not in the trash, with its community taxon, oldest verification first. */
export async function verifiedRows(db: Queryable) {
  const i = speciesIdentifications;
  return db
    .select({
      id: i.id,
      aphiaId: i.aphiaId,
      communityAphiaId: i.communityAphiaId,
      candidates: i.candidates,
      reviewRequestedAt: i.reviewRequestedAt,
      verifiedAt: i.verifiedAt,
      latitude: i.latitude,
      longitude: i.longitude,
      observedAt: i.observedAt,
      depthMeters: i.depthMeters,
      imageUrl: i.imageUrl,
      imageHighResUrl: i.imageHighResUrl,
    })
    .from(i)
    .where(and(eq(i.reviewStatus, 'verified'), isNotNull(i.communityAphiaId), isNotNull(i.verifiedAt), isNull(i.trashedAt)))
    .orderBy(asc(i.verifiedAt), asc(i.id));
}
export type VerifiedRow = Awaited<ReturnType<typeof verifiedRows>>[number];

/** Cached taxa by AphiaID: the accepted name, rank and lineage (kingdom down to the taxon). */
export async function lineagesOf(db: Queryable, ids: number[]) {
  const found = new Map<number, { scientificName: string; rank: string; lineage: LineageStep[] }>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .select({ aphiaId: taxa.aphiaId, scientificName: taxa.scientificName, rank: taxa.rank, lineage: taxa.lineage })
      .from(taxa)
      .where(inArray(taxa.aphiaId, unique.slice(start, start + 500)));
    for (const row of rows) found.set(row.aphiaId, { ...row, lineage: parseStoredList<LineageStep>(row.lineage) });
  }
  return found;
}

/** The high-resolution copy of each photo of the sightings, cover first; a sighting without a photo list is absent. */
export async function photoListsOf(db: Queryable, ids: number[]) {
  const lists = new Map<number, string[]>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ identificationId: identificationPhotos.identificationId, imageHighResUrl: identificationPhotos.imageHighResUrl })
      .from(identificationPhotos)
      .where(inArray(identificationPhotos.identificationId, ids.slice(start, start + 500)))
      .orderBy(asc(identificationPhotos.identificationId), asc(identificationPhotos.position));
    for (const row of rows) lists.set(row.identificationId, [...(lists.get(row.identificationId) ?? []), row.imageHighResUrl]);
  }
  return lists;
}
