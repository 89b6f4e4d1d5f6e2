import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogueSlugs, catalogueTaxa, speciesIdentifications as identifications } from '../../../db/schema';

/**
 * The catalogue's pages and slugs. Where a page depends on which identifications are published, the query reads
 * the identifications table joined with the pages (read only: identifications are written by their own module).
 */
type IdentificationRow = typeof identifications.$inferSelect;
export type TaxonPageRow = typeof catalogueTaxa.$inferSelect;

const published = eq(identifications.isPublished, true);

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

