import { count, desc, inArray, lt } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { speciesIdentifications } from '../../../db/schema';

/** A page of identifications, newest first, after the id of the last one given, with what the admin table shows. */
export async function listIdentificationsPage(db: Db, page: { limit: number; after: number | null }) {
  return db
    .select({
      id: speciesIdentifications.id,
      speciesName: speciesIdentifications.speciesName,
      scientificName: speciesIdentifications.scientificName,
      userId: speciesIdentifications.userId,
      isPublished: speciesIdentifications.isPublished,
      publishedAt: speciesIdentifications.publishedAt,
      conservationStatus: speciesIdentifications.conservationStatus,
      imageUrl: speciesIdentifications.imageUrl,
      slug: speciesIdentifications.slug,
      catalogueConsent: speciesIdentifications.catalogueConsent,
      licence: speciesIdentifications.licence,
      trashedAt: speciesIdentifications.trashedAt,
      visitorId: speciesIdentifications.visitorId,
      reviewStatus: speciesIdentifications.reviewStatus,
      aphiaId: speciesIdentifications.aphiaId,
      communityAphiaId: speciesIdentifications.communityAphiaId,
      createdAt: speciesIdentifications.createdAt,
    })
    .from(speciesIdentifications)
    .where(page.after === null ? undefined : lt(speciesIdentifications.id, page.after))
    .orderBy(desc(speciesIdentifications.id))
    .limit(page.limit + 1);
}

/** How many identifications (trashed ones too) each of the given users holds; users without any are left out. */
export async function countIdentificationsOfUsers(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: speciesIdentifications.userId, n: count(speciesIdentifications.id) })
    .from(speciesIdentifications)
    .where(inArray(speciesIdentifications.userId, userIds))
    .groupBy(speciesIdentifications.userId);
  return new Map(rows.map((row) => [row.userId!, row.n]));
}
