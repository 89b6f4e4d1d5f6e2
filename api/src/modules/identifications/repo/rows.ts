import { and, asc, desc, eq, gt, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { first, only, rowsChanged, type Db, type Queryable } from '../../../db/client';
import { speciesIdentifications } from '../../../db/schema';

export type IdentificationRow = typeof speciesIdentifications.$inferSelect;
export type NewIdentificationRow = typeof speciesIdentifications.$inferInsert;

export async function insertIdentification(db: Db, row: NewIdentificationRow): Promise<IdentificationRow> {
  return db.insert(speciesIdentifications).values(row).returning().then(only);
}

export async function findIdentification(db: Db, id: number): Promise<IdentificationRow | undefined> {
  return db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id)).then(first);
}

/** Slugs taken that start with `base` (slugs are lower-case letters, digits and dashes: no LIKE wildcards). */
export async function slugsTakenLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.select({ slug: speciesIdentifications.slug }).from(speciesIdentifications).where(like(speciesIdentifications.slug, `${base}%`));
  return new Set(rows.map((row) => row.slug));
}

/**
 * A page of a user's history: everything not trashed, newest first (ties by id), starting after the key
 * [createdAt ms, id] of the last row given. Reads one row more than asked, to tell whether more follow.
 */
export async function listUserIdentifications(db: Db, userId: number, page: NewestFirstPage): Promise<IdentificationRow[]> {
  return newestFirst(db, userId, isNull(speciesIdentifications.trashedAt), speciesIdentifications.createdAt, page);
}

/**
 * A page of a user's trash: trashed after `since` (still restorable), most recently trashed first (ties by id),
 * starting after the key [trashedAt ms, id] of the last row given. Reads one row more than asked.
 */
export async function listUserTrash(db: Db, userId: number, since: Date, page: NewestFirstPage): Promise<IdentificationRow[]> {
  return newestFirst(db, userId, gt(speciesIdentifications.trashedAt, since), speciesIdentifications.trashedAt, page);
}

type NewestFirstPage = { limit: number; after: [number, number] | null };

/** The user's rows that match `which`, latest `at` first (ties by id), after the key [at ms, id]; one row more than asked. */
function newestFirst(db: Db, userId: number, which: SQL, at: typeof speciesIdentifications.createdAt | typeof speciesIdentifications.trashedAt, page: NewestFirstPage) {
  const { id } = speciesIdentifications;
  const after = page.after && { at: new Date(page.after[0]), id: page.after[1] };
  return db
    .select()
    .from(speciesIdentifications)
    .where(
      and(
        eq(speciesIdentifications.userId, userId),
        which,
        after ? or(lt(at, after.at), and(eq(at, after.at), lt(id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(at), desc(id))
    .limit(page.limit + 1);
}

/** Every identification of a user, trashed ones included (for deleting an account's files). */
export async function allUserIdentifications(db: Db, userId: number): Promise<IdentificationRow[]> {
  return db.select().from(speciesIdentifications).where(eq(speciesIdentifications.userId, userId));
}

/** A user's confirmed sightings with a place and a date, oldest first: what goes to open science. */
export async function listConfirmedSightings(db: Db, userId: number): Promise<IdentificationRow[]> {
  const i = speciesIdentifications;
  return db
    .select()
    .from(i)
    .where(and(eq(i.userId, userId), eq(i.accepted, true), isNull(i.trashedAt), isNotNull(i.latitude), isNotNull(i.longitude), isNotNull(i.observedAt)))
    .orderBy(asc(i.createdAt), asc(i.id));
}

/** A user's identifications that have a position (not trashed), newest first: the markers of their dive log map. */
export async function listLocatedIdentifications(db: Db, userId: number) {
  const i = speciesIdentifications;
  return db
    .select({ id: i.id, speciesName: i.speciesName, scientificName: i.scientificName, latitude: i.latitude, longitude: i.longitude, observedAt: i.observedAt })
    .from(i)
    .where(and(eq(i.userId, userId), isNull(i.trashedAt), isNotNull(i.latitude), isNotNull(i.longitude)))
    .orderBy(desc(i.createdAt), desc(i.id));
}

export async function updateIdentification(db: Db, id: number, changes: Partial<NewIdentificationRow>): Promise<IdentificationRow | undefined> {
  return db.update(speciesIdentifications).set(changes).where(eq(speciesIdentifications.id, id)).returning().then(first);
}

export async function deleteIdentificationRow(db: Db, id: number): Promise<IdentificationRow | undefined> {
  return db.delete(speciesIdentifications).where(eq(speciesIdentifications.id, id)).returning().then(first);
}

/** Every identification of a user, trashed ones too, inside the caller's transaction (account deletion). */
export async function deleteUserIdentificationRows(db: Queryable, userId: number): Promise<IdentificationRow[]> {
  return db.delete(speciesIdentifications).where(eq(speciesIdentifications.userId, userId)).returning();
}

/** Gives a visitor's identifications to the account they signed in to, in the caller's transaction; returns how many moved. */
export async function moveVisitorIdentifications(db: Queryable, visitorId: string, user: { id: number; username: string; website: string | null }): Promise<number> {
  return rowsChanged(
    await db
      .update(speciesIdentifications)
      .set({ userId: user.id, visitorId: null, uploaderName: user.username, uploaderWebsite: user.website })
      .where(and(eq(speciesIdentifications.visitorId, visitorId), isNull(speciesIdentifications.userId)))
      ,
  );
}

/** Identifications whose WoRMS check is still to do, last tried before `before`, oldest first. */
export async function listUncheckedIdentifications(db: Db, before: Date, limit: number): Promise<IdentificationRow[]> {
  const { verification, wormsCheckedAt, id } = speciesIdentifications;
  return db
    .select()
    .from(speciesIdentifications)
    .where(and(eq(verification, 'unavailable'), or(isNull(wormsCheckedAt), lt(wormsCheckedAt, before))))
    // Never tried first, then the longest untried: one that keeps failing cannot hold up the others.
    .orderBy(sql`${wormsCheckedAt} asc nulls first`, asc(id))
    .limit(limit);
}

/** Trashed before `before` with image files still stored, oldest first. */
export async function listTrashedWithImages(db: Db, before: Date, limit: number): Promise<IdentificationRow[]> {
  const { trashedAt, imageUrl, imageHighResUrl, id } = speciesIdentifications;
  return db
    .select()
    .from(speciesIdentifications)
    .where(and(isNotNull(trashedAt), lt(trashedAt, before), or(isNotNull(imageUrl), isNotNull(imageHighResUrl))))
    .orderBy(asc(trashedAt), asc(id))
    .limit(limit);
}

/** What decides who may see a stored photo: whether and whose its identification is, and whether it is reviewed. */
export const PHOTO_ACCESS_COLUMNS = {
  isPublished: speciesIdentifications.isPublished,
  trashedAt: speciesIdentifications.trashedAt,
  userId: speciesIdentifications.userId,
  visitorId: speciesIdentifications.visitorId,
  reviewRequestedAt: speciesIdentifications.reviewRequestedAt,
  aphiaId: speciesIdentifications.aphiaId,
};

/** The identification a stored photo (web or high-resolution copy, by its /uploads/ address) belongs to. */
export async function findPhotoOwner(db: Db, url: string) {
  return db
    .select({ imageUrl: speciesIdentifications.imageUrl, ...PHOTO_ACCESS_COLUMNS })
    .from(speciesIdentifications)
    .where(or(eq(speciesIdentifications.imageUrl, url), eq(speciesIdentifications.imageHighResUrl, url)))
    .then(first);
}
