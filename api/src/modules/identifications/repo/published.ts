import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { speciesIdentifications as identifications } from '../../../db/schema';
import type { IdentificationRow } from './rows';

const published = eq(identifications.isPublished, true);

export function findPublishedBySlug(db: Db, slug: string): IdentificationRow | undefined {
  return db.select().from(identifications).where(and(published, eq(identifications.slug, slug))).get();
}

export function findPublishedById(db: Db, id: number): IdentificationRow | undefined {
  return db.select().from(identifications).where(and(published, eq(identifications.id, id))).get();
}

export function listPublished(db: Db): IdentificationRow[] {
  return db.select().from(identifications).where(published).orderBy(asc(identifications.speciesName), asc(identifications.id)).all();
}

/** A page of published identifications by species name (ties by id), after the [name, id] of the last one given. */
export function listPublishedPage(db: Db, page: { limit: number; after: [string, number] | null }): IdentificationRow[] {
  const { speciesName, id } = identifications;
  const after = page.after && { name: page.after[0], id: page.after[1] };
  return db
    .select()
    .from(identifications)
    .where(and(published, after ? or(gt(speciesName, after.name), and(eq(speciesName, after.name), gt(id, after.id))) : undefined))
    .orderBy(asc(speciesName), asc(id))
    .limit(page.limit + 1)
    .all();
}

export function listPublishedOfTaxon(db: Db, aphiaId: number): IdentificationRow[] {
  return db.select().from(identifications).where(and(published, eq(identifications.aphiaId, aphiaId))).all();
}

/** Published photos whose card thumbnails are still to make (published before thumbnails were). */
export function listPublishedWithoutThumbnail(db: Db): Array<{ id: number; imageUrl: string }> {
  return db
    .select({ id: identifications.id, imageUrl: identifications.imageUrl })
    .from(identifications)
    .where(and(published, isNull(identifications.cardThumbnail), isNotNull(identifications.imageUrl)))
    .all() as Array<{ id: number; imageUrl: string }>;
}
