import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesIdentifications as identifications } from '../../db/schema';

export type IdentificationRow = typeof identifications.$inferSelect;

const published = eq(identifications.isPublished, true);

export function findPublishedBySlug(db: Db, slug: string): IdentificationRow | undefined {
  return db.select().from(identifications).where(and(published, eq(identifications.slug, slug))).get();
}

export function findPublishedById(db: Db, id: number): IdentificationRow | undefined {
  return db.select().from(identifications).where(and(published, eq(identifications.id, id))).get();
}

/** Names of every published identification: enough to find the photos of one species. */
export function listPublishedNames(db: Db): Array<{ id: number; speciesName: string; scientificName: string | null }> {
  const { id, speciesName, scientificName } = identifications;
  return db.select({ id, speciesName, scientificName }).from(identifications).where(published).all();
}

export function findPublishedByIds(db: Db, ids: number[]): IdentificationRow[] {
  if (ids.length === 0) return [];
  return db.select().from(identifications).where(and(published, inArray(identifications.id, ids))).all();
}

export function listPublished(db: Db): IdentificationRow[] {
  return db.select().from(identifications).where(published).orderBy(asc(identifications.speciesName), asc(identifications.id)).all();
}

/** Slug and id of every published identification: what the server may answer 200 for. */
export function listPublishedSlugs(db: Db): Array<{ id: number; slug: string }> {
  return db.select({ id: identifications.id, slug: identifications.slug }).from(identifications).where(published).all();
}

/** The publication date is when it last became public; publishing a published one again changes nothing. */
export function markPublished(db: Db, id: number, at: Date): IdentificationRow | undefined {
  return db
    .update(identifications)
    .set({
      isPublished: true,
      publishedAt: sql`case when ${identifications.isPublished} then ${identifications.publishedAt} else ${at.getTime()} end`,
    })
    .where(eq(identifications.id, id))
    .returning()
    .get();
}

export function markUnpublished(db: Db, id: number): IdentificationRow | undefined {
  return db.update(identifications).set({ isPublished: false }).where(eq(identifications.id, id)).returning().get();
}
