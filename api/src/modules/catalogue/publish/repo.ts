import { and, asc, desc, eq, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { catalogueSlugs, catalogueTaxa, speciesIdentifications as identifications, taxa } from '../../../db/schema';

/**
 * The catalogue's pages and slugs. Where a page depends on which identifications are published, the query reads
 * the identifications table joined with the pages (read only: identifications are written by their own module).
 */
type IdentificationRow = typeof identifications.$inferSelect;
export type TaxonPageRow = typeof catalogueTaxa.$inferSelect;

const published = eq(identifications.isPublished, true);

/**
 * The taxon whose page shows a published photo: the community taxon when the votes agree on one (a photo experts
 * moved to another taxon belongs on that taxon's page, not the model's), else the model's checked taxon.
 */
export const pageTaxon = sql<number | null>`coalesce(${identifications.communityAphiaId}, ${identifications.aphiaId})`;
const onPageOfTaxon = eq(catalogueTaxa.aphiaId, pageTaxon);

export async function listTaxonPages(db: Db): Promise<TaxonPageRow[]> {
  return db.select().from(catalogueTaxa);
}

export async function findTaxonPage(db: Db, by: { slug: string } | { aphiaId: number }): Promise<TaxonPageRow | undefined> {
  const where = 'slug' in by ? eq(catalogueTaxa.slug, by.slug) : eq(catalogueTaxa.aphiaId, by.aphiaId);
  return db.select().from(catalogueTaxa).where(where).then(first);
}

export async function setFeatured(db: Db, aphiaId: number, identificationId: number | null): Promise<void> {
  await db.update(catalogueTaxa).set({ featuredIdentificationId: identificationId }).where(eq(catalogueTaxa.aphiaId, aphiaId));
}

/** Published taxa that have no page yet, among the given identifications (all when none are given). */
export async function taxaWithoutPage(db: Db, ids?: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ aphiaId: pageTaxon })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(and(published, isNotNull(pageTaxon), isNull(catalogueTaxa.aphiaId), ids && inArray(identifications.id, ids)));
  return rows.map((row) => row.aphiaId!);
}

/** Page slugs in use, served or remembered, that start with `base` (slugs have no LIKE wildcards). */
export async function slugsInUseLike(db: Db, base: string): Promise<Set<string>> {
  const served = await db.select({ slug: catalogueSlugs.slug }).from(catalogueSlugs).where(like(catalogueSlugs.slug, `${base}%`));
  const pages = await db.select({ slug: catalogueTaxa.slug }).from(catalogueTaxa).where(like(catalogueTaxa.slug, `${base}%`));
  return new Set([...served, ...pages].map((row) => row.slug));
}

/** Every page slug in use, served or remembered: read once when many pages are made at a time. */
export async function allSlugsInUse(db: Db): Promise<Set<string>> {
  const served = await db.select({ slug: catalogueSlugs.slug }).from(catalogueSlugs);
  const pages = await db.select({ slug: catalogueTaxa.slug }).from(catalogueTaxa);
  return new Set([...served, ...pages].map((row) => row.slug));
}

/** Gives taxa their pages, a few hundred rows per statement. */
export async function insertTaxonPages(db: Db, pages: Array<{ aphiaId: number; slug: string }>): Promise<void> {
  for (let i = 0; i < pages.length; i += 500) {
    const batch = pages.slice(i, i + 500);
    await db.insert(catalogueTaxa).values(batch).onConflictDoNothing();
    await db.insert(catalogueSlugs).values(batch.map(({ aphiaId, slug }) => ({ slug, aphiaId }))).onConflictDoNothing();
  }
}

/**
 * Every slug a page is served at is remembered, so it can redirect once the page moves: here the own pages of
 * published identifications without a taxon page, among the given ones (all when none are given).
 */
export async function rememberOwnPageSlugs(db: Db, ids?: number[]): Promise<void> {
  await db
    .insert(catalogueSlugs)
    .select(
      db
        .select({ slug: identifications.slug, aphiaId: sql<null>`null`.as('aphia_id'), identificationId: identifications.id })
        .from(identifications)
        .leftJoin(catalogueTaxa, onPageOfTaxon)
        .where(and(published, isNull(catalogueTaxa.aphiaId), ids && inArray(identifications.id, ids))),
    )
    .onConflictDoNothing();
}

export async function findServedSlug(db: Db, slug: string) {
  return db.select().from(catalogueSlugs).where(eq(catalogueSlugs.slug, slug)).then(first);
}

export async function findPageSlugOfIdentification(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})` })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(and(published, eq(identifications.id, id)));
  return row?.slug;
}

/** Published identifications that WoRMS could not resolve: each has a page of its own. */
export async function listUnresolvedPublished(db: Db): Promise<IdentificationRow[]> {
  const rows = await db
    .select({ row: identifications })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(and(published, isNull(catalogueTaxa.aphiaId)))
    .orderBy(asc(identifications.id));
  return rows.map(({ row }) => row);
}

/**
 * A published photo among the taxa `ofTaxa` picks and the slug of the page it is on: the page's featured photo when it
 * has one, else the latest published. Only a published identification whose owner consents, under a licence, and that
 * is not trashed: publishing already requires all three, and this says so again, so no other path can leak a photo.
 */
function findPublishedPhoto(db: Db, ofTaxa: SQL) {
  return db
    .select({
      imageUrl: identifications.imageUrl,
      cardThumbnail: identifications.cardThumbnail,
      speciesSlug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})`,
    })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(
      and(
        published,
        ofTaxa,
        isNull(identifications.trashedAt),
        eq(identifications.catalogueConsent, true),
        isNotNull(identifications.licence),
        isNotNull(identifications.imageUrl),
      ),
    )
    .orderBy(
      sql`case when ${identifications.id} = ${catalogueTaxa.featuredIdentificationId} then 0 else 1 end`,
      desc(identifications.publishedAt),
      desc(identifications.id),
    )
    .limit(1)
    .then(first);
}

export async function findPublishedPhotoOfTaxon(db: Db, aphiaId: number) {
  return findPublishedPhoto(db, eq(pageTaxon, aphiaId));
}

/** A published photo of another species of the genus or family `name` (read from the cached WoRMS taxa). */
export async function findPublishedPhotoOfKin(db: Db, rank: 'genus' | 'family', name: string) {
  const column = rank === 'genus' ? taxa.genus : taxa.family;
  return findPublishedPhoto(db, sql`${pageTaxon} in (select ${taxa.aphiaId} from ${taxa} where ${column} = ${name})`);
}

/** The page records of the given slugs (those that are taxa's pages). */
export async function findTaxonPagesBySlugs(db: Db, slugs: string[]): Promise<TaxonPageRow[]> {
  if (slugs.length === 0) return [];
  return db.select().from(catalogueTaxa).where(inArray(catalogueTaxa.slug, slugs));
}

/** Published identifications shown on the pages of the given taxa (read by the page taxon's index). */
export async function listPublishedOfTaxa(db: Db, aphiaIds: number[]): Promise<IdentificationRow[]> {
  if (aphiaIds.length === 0) return [];
  return db.select().from(identifications).where(and(published, inArray(pageTaxon, aphiaIds)));
}

/** Published identifications with a page of their own (their taxon has none) among the given slugs. */
export async function listOwnPagesBySlugs(db: Db, slugs: string[]): Promise<IdentificationRow[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ row: identifications })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(and(published, inArray(identifications.slug, slugs), isNull(catalogueTaxa.aphiaId)));
  return rows.map(({ row }) => row);
}

/** The slug of the page each of the given identifications is on now; those not published are left out. */
export async function pageSlugsOfIdentifications(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: identifications.id, slug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})` })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(and(published, inArray(identifications.id, ids)));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** Every page slug served now, in order, each once: what a reload of every page walks through. */
export async function listDistinctPageSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: sql<string>`coalesce(${catalogueTaxa.slug}, ${identifications.slug})` })
    .from(identifications)
    .leftJoin(catalogueTaxa, onPageOfTaxon)
    .where(published);
  return rows.map((row) => row.slug).sort();
}
