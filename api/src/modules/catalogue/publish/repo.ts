import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogueSlugs, catalogueTaxa, speciesIdentifications as identifications } from '../../../db/schema';

export type IdentificationRow = typeof identifications.$inferSelect;
export type TaxonPageRow = typeof catalogueTaxa.$inferSelect;

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

export function listTaxonPages(db: Db): TaxonPageRow[] {
  return db.select().from(catalogueTaxa).all();
}

export function findTaxonPage(db: Db, by: { slug: string } | { aphiaId: number }): TaxonPageRow | undefined {
  const where = 'slug' in by ? eq(catalogueTaxa.slug, by.slug) : eq(catalogueTaxa.aphiaId, by.aphiaId);
  return db.select().from(catalogueTaxa).where(where).get();
}

export function setFeatured(db: Db, aphiaId: number, identificationId: number | null): void {
  db.update(catalogueTaxa).set({ featuredIdentificationId: identificationId }).where(eq(catalogueTaxa.aphiaId, aphiaId)).run();
}

/** Published taxa that have no page yet, among the given identifications (all when none are given). */
export function taxaWithoutPage(db: Db, ids?: number[]): number[] {
  return db
    .selectDistinct({ aphiaId: identifications.aphiaId })
    .from(identifications)
    .leftJoin(catalogueTaxa, eq(catalogueTaxa.aphiaId, identifications.aphiaId))
    .where(and(published, isNotNull(identifications.aphiaId), isNull(catalogueTaxa.aphiaId), ids && inArray(identifications.id, ids)))
    .all()
    .map((row) => row.aphiaId!);
}

export function slugInUse(db: Db, slug: string): boolean {
  return !!db.select({ slug: catalogueSlugs.slug }).from(catalogueSlugs).where(eq(catalogueSlugs.slug, slug)).get() ||
    !!db.select({ slug: catalogueTaxa.slug }).from(catalogueTaxa).where(eq(catalogueTaxa.slug, slug)).get();
}

export function insertTaxonPage(db: Db, aphiaId: number, slug: string): void {
  db.insert(catalogueTaxa).values({ aphiaId, slug }).onConflictDoNothing().run();
  db.insert(catalogueSlugs).values({ slug, aphiaId }).onConflictDoNothing().run();
}

/**
 * Every slug a page is served at is remembered, so it can redirect once the page moves: here the own pages of
 * published identifications without a taxon page, among the given ones (all when none are given).
 */
export function rememberOwnPageSlugs(db: Db, ids?: number[]): void {
  db.run(sql`insert or ignore into catalogue_slugs (slug, identification_id)
    select si.slug, si.id from species_identifications si
    left join catalogue_taxa ct on ct.aphia_id = si.aphia_id
    where si.is_published = 1 and ct.aphia_id is null${ids ? sql` and si.id in ${ids}` : sql``}`);
}

export function findServedSlug(db: Db, slug: string) {
  return db.select().from(catalogueSlugs).where(eq(catalogueSlugs.slug, slug)).get();
}

/**
 * The slug of every species page as of now, with the ids of the identifications each shows: a taxon's page while
 * it has a published photo, and the own page of each published identification whose taxon has none.
 */
export function listPageSlugs(db: Db): Array<{ id: number; slug: string }> {
  return db
    .select({ id: identifications.id, slug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})` })
    .from(identifications)
    .leftJoin(catalogueTaxa, eq(catalogueTaxa.aphiaId, identifications.aphiaId))
    .where(published)
    .all();
}

export function findPageSlugOfIdentification(db: Db, id: number): string | undefined {
  return db
    .select({ slug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})` })
    .from(identifications)
    .leftJoin(catalogueTaxa, eq(catalogueTaxa.aphiaId, identifications.aphiaId))
    .where(and(published, eq(identifications.id, id)))
    .get()?.slug;
}

/** Published identifications that WoRMS could not resolve: each has a page of its own. */
export function listUnresolvedPublished(db: Db): IdentificationRow[] {
  return db
    .select({ row: identifications })
    .from(identifications)
    .leftJoin(catalogueTaxa, eq(catalogueTaxa.aphiaId, identifications.aphiaId))
    .where(and(published, isNull(catalogueTaxa.aphiaId)))
    .orderBy(asc(identifications.id))
    .all()
    .map(({ row }) => row);
}

/** Published photos whose card thumbnails are still to make (published before thumbnails were). */
export function listPublishedWithoutThumbnail(db: Db): Array<{ id: number; imageUrl: string }> {
  return db
    .select({ id: identifications.id, imageUrl: identifications.imageUrl })
    .from(identifications)
    .where(and(published, isNull(identifications.cardThumbnail), isNotNull(identifications.imageUrl)))
    .all() as Array<{ id: number; imageUrl: string }>;
}
