import { count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesIdentifications, users } from '../../db/schema';

/**
 * A page of accounts, oldest first, after the id of the last one given, with how many identifications each holds;
 * the password never leaves this query. Reads one row more than asked, to tell whether more follow.
 */
export function selectUsersWithCounts(db: Db, page: { limit: number; after: number | null }) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      status: users.status,
      isAdmin: users.isAdmin,
      subscriptionTier: users.subscriptionTier,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
      identificationCount: count(speciesIdentifications.id),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(speciesIdentifications, eq(speciesIdentifications.userId, users.id))
    .where(page.after === null ? undefined : gt(users.id, page.after))
    .groupBy(users.id)
    .orderBy(users.id)
    .limit(page.limit + 1)
    .all();
}

/** A page of identifications, newest first, after the id of the last one given, with what the admin table shows. */
export function selectIdentifications(db: Db, page: { limit: number; after: number | null }) {
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
      createdAt: speciesIdentifications.createdAt,
    })
    .from(speciesIdentifications)
    .where(page.after === null ? undefined : lt(speciesIdentifications.id, page.after))
    .orderBy(desc(speciesIdentifications.id))
    .limit(page.limit + 1)
    .all();
}

export function findIdentification(db: Db, id: number) {
  return db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id)).get();
}

export function selectIdentificationIdsOfUser(db: Db, userId: number): number[] {
  return db
    .select({ id: speciesIdentifications.id })
    .from(speciesIdentifications)
    .where(eq(speciesIdentifications.userId, userId))
    .all()
    .map((row) => row.id);
}

export function deleteUserRow(db: Db, id: number): void {
  db.delete(users).where(eq(users.id, id)).run();
}
