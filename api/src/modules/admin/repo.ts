import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesIdentifications, users } from '../../db/schema';

/** Every account with how many identifications it holds; the password never leaves this query. */
export function selectUsersWithCounts(db: Db) {
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
    .groupBy(users.id)
    .orderBy(users.id)
    .all();
}

/** All identifications, newest first, with what the admin table shows. */
export function selectIdentifications(db: Db) {
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
    .orderBy(desc(speciesIdentifications.id))
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
