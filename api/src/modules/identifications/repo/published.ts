import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { speciesIdentifications as identifications } from '../../../db/schema';
import type { IdentificationRow } from './rows';

const published = eq(identifications.isPublished, true);

export async function findPublishedBySlug(db: Db, slug: string): Promise<IdentificationRow | undefined> {
  return db.select().from(identifications).where(and(published, eq(identifications.slug, slug))).then(first);
}

export async function findPublishedById(db: Db, id: number): Promise<IdentificationRow | undefined> {
  return db.select().from(identifications).where(and(published, eq(identifications.id, id))).then(first);
}

export async function listPublished(db: Db): Promise<IdentificationRow[]> {
  return db.select().from(identifications).where(published).orderBy(asc(identifications.speciesName), asc(identifications.id));
}

/** A page of published identifications by species name (ties by id), after the [name, id] of the last one given. */
export async function listPublishedPage(db: Db, page: { limit: number; after: [string, number] | null }): Promise<IdentificationRow[]> {
  const { speciesName, id } = identifications;
  const after = page.after && { name: page.after[0], id: page.after[1] };
  return db
    .select()
    .from(identifications)
    .where(and(published, after ? or(gt(speciesName, after.name), and(eq(speciesName, after.name), gt(id, after.id))) : undefined))
    .orderBy(asc(speciesName), asc(id))
    .limit(page.limit + 1);
}

/**
 * The published photos a taxon's page shows: those whose community taxon it is, and those of the model's taxon
 * that have no community taxon (the catalogue's pageTaxon).
 */
export async function listPublishedOfTaxon(db: Db, aphiaId: number): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(and(published, eq(sql`coalesce(${identifications.communityAphiaId}, ${identifications.aphiaId})`, aphiaId)));
}

/** Published photos whose card thumbnails are still to make (published before thumbnails were). */
export async function listPublishedWithoutThumbnail(db: Db): Promise<Array<{ id: number; imageUrl: string }>> {
  const rows = await db
    .select({ id: identifications.id, imageUrl: identifications.imageUrl })
    .from(identifications)
    .where(and(published, isNull(identifications.cardThumbnail), isNotNull(identifications.imageUrl)));
  return rows as Array<{ id: number; imageUrl: string }>;
}
