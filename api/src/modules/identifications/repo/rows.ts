import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsChanged, type Db, type Queryable } from '../../../db/client';
import { speciesIdentifications } from '../../../db/schema';

export type IdentificationRow = typeof speciesIdentifications.$inferSelect;
export type NewIdentificationRow = typeof speciesIdentifications.$inferInsert;

export function insertIdentification(db: Db, row: NewIdentificationRow): IdentificationRow {
  return db.insert(speciesIdentifications).values(row).returning().get();
}

export function findIdentification(db: Db, id: number): IdentificationRow | undefined {
  return db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id)).get();
}

export function slugTaken(db: Db, slug: string): boolean {
  return !!db.select({ id: speciesIdentifications.id }).from(speciesIdentifications).where(eq(speciesIdentifications.slug, slug)).get();
}

/**
 * A page of a user's history: everything not trashed, newest first (ties by id), starting after the key
 * [createdAt ms, id] of the last row given. Reads one row more than asked, to tell whether more follow.
 */
export function listUserIdentifications(db: Db, userId: number, page: { limit: number; after: [number, number] | null }): IdentificationRow[] {
  const { createdAt, id } = speciesIdentifications;
  const after = page.after && { at: new Date(page.after[0]), id: page.after[1] };
  return db
    .select()
    .from(speciesIdentifications)
    .where(
      and(
        eq(speciesIdentifications.userId, userId),
        isNull(speciesIdentifications.trashedAt),
        after ? or(lt(createdAt, after.at), and(eq(createdAt, after.at), lt(id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(createdAt), desc(id))
    .limit(page.limit + 1)
    .all();
}

/** Every identification of a user, trashed ones included (for deleting an account's files). */
export function allUserIdentifications(db: Db, userId: number): IdentificationRow[] {
  return db.select().from(speciesIdentifications).where(eq(speciesIdentifications.userId, userId)).all();
}

/** A user's confirmed sightings with a place and a date, oldest first: what goes to open science. */
export function listConfirmedSightings(db: Db, userId: number): IdentificationRow[] {
  const i = speciesIdentifications;
  return db
    .select()
    .from(i)
    .where(and(eq(i.userId, userId), eq(i.accepted, true), isNull(i.trashedAt), isNotNull(i.latitude), isNotNull(i.longitude), isNotNull(i.observedAt)))
    .orderBy(asc(i.createdAt), asc(i.id))
    .all();
}

/** A user's identifications that have a position (not trashed), newest first: the markers of their dive log map. */
export function listLocatedIdentifications(db: Db, userId: number) {
  const i = speciesIdentifications;
  return db
    .select({ id: i.id, speciesName: i.speciesName, scientificName: i.scientificName, latitude: i.latitude, longitude: i.longitude, observedAt: i.observedAt })
    .from(i)
    .where(and(eq(i.userId, userId), isNull(i.trashedAt), isNotNull(i.latitude), isNotNull(i.longitude)))
    .orderBy(desc(i.createdAt), desc(i.id))
    .all();
}

export function updateIdentification(db: Db, id: number, changes: Partial<NewIdentificationRow>): IdentificationRow | undefined {
  return db.update(speciesIdentifications).set(changes).where(eq(speciesIdentifications.id, id)).returning().get();
}

export function deleteIdentificationRow(db: Db, id: number): IdentificationRow | undefined {
  return db.delete(speciesIdentifications).where(eq(speciesIdentifications.id, id)).returning().get();
}

/** Every identification of a user, trashed ones too, inside the caller's transaction (account deletion). */
export function deleteUserIdentificationRows(db: Queryable, userId: number): IdentificationRow[] {
  return db.delete(speciesIdentifications).where(eq(speciesIdentifications.userId, userId)).returning().all();
}

/** Gives a visitor's identifications to the account they signed in to, in the caller's transaction; returns how many moved. */
export function moveVisitorIdentifications(db: Queryable, visitorId: string, user: { id: number; username: string; website: string | null }): number {
  return rowsChanged(
    db
      .update(speciesIdentifications)
      .set({ userId: user.id, visitorId: null, uploaderName: user.username, uploaderWebsite: user.website })
      .where(and(eq(speciesIdentifications.visitorId, visitorId), isNull(speciesIdentifications.userId)))
      .run(),
  );
}

/** Identifications whose WoRMS check is still to do, last tried before `before`, oldest first. */
export function listUncheckedIdentifications(db: Db, before: Date, limit: number): IdentificationRow[] {
  const { verification, wormsCheckedAt, id } = speciesIdentifications;
  return db
    .select()
    .from(speciesIdentifications)
    .where(and(eq(verification, 'unavailable'), or(isNull(wormsCheckedAt), lt(wormsCheckedAt, before))))
    // Never tried first, then the longest untried: one that keeps failing cannot hold up the others.
    .orderBy(asc(sql`coalesce(${wormsCheckedAt}, 0)`), asc(id))
    .limit(limit)
    .all();
}

/** Trashed before `before` with image files still stored, oldest first. */
export function listTrashedWithImages(db: Db, before: Date, limit: number): IdentificationRow[] {
  const { trashedAt, imageUrl, imageHighResUrl, id } = speciesIdentifications;
  return db
    .select()
    .from(speciesIdentifications)
    .where(and(isNotNull(trashedAt), lt(trashedAt, before), or(isNotNull(imageUrl), isNotNull(imageHighResUrl))))
    .orderBy(asc(trashedAt), asc(id))
    .limit(limit)
    .all();
}

/** The identification a stored photo (web or high-resolution copy, by its /uploads/ address) belongs to. */
export function findPhotoOwner(db: Db, url: string) {
  return db
    .select({
      imageUrl: speciesIdentifications.imageUrl,
      isPublished: speciesIdentifications.isPublished,
      trashedAt: speciesIdentifications.trashedAt,
      userId: speciesIdentifications.userId,
      visitorId: speciesIdentifications.visitorId,
    })
    .from(speciesIdentifications)
    .where(or(eq(speciesIdentifications.imageUrl, url), eq(speciesIdentifications.imageHighResUrl, url)))
    .get();
}
