import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { speciesIdentifications as identifications } from '../../../db/schema';
import type { PublishRules } from '../publishable';
import type { IdentificationRow } from './rows';

/** publishRefusal (../publishable.ts) as a condition: with consent and a licence, not trashed, not a visitor's. */
const publishable: SQL = and(
  isNull(identifications.trashedAt),
  or(isNotNull(identifications.userId), isNull(identifications.visitorId)),
  eq(identifications.catalogueConsent, true),
  isNotNull(identifications.licence),
)!;

/**
 * Publishes an identification its owner allows in the catalogue, checked in the same statement so a consent
 * withdrawn meanwhile cannot slip through; when the settings require verification, neither can a sighting whose
 * verification was withdrawn meanwhile. The publication date is when it last became public; publishing a
 * published one again changes nothing. Undefined when there is no such identification or it may not be published.
 */
export async function markPublished(db: Db, id: number, at: Date, rules: PublishRules = {}): Promise<IdentificationRow | undefined> {
  return db
    .update(identifications)
    .set({
      isPublished: true,
      publishedAt: sql`case when ${identifications.isPublished} then ${identifications.publishedAt} else ${sql.param(at, identifications.publishedAt)} end`,
    })
    .where(and(eq(identifications.id, id), publishable, rules.requireVerified ? eq(identifications.reviewStatus, 'verified') : undefined))
    .returning()
    .then(first);
}

export async function markUnpublished(db: Db, id: number): Promise<IdentificationRow | undefined> {
  return db.update(identifications).set({ isPublished: false }).where(eq(identifications.id, id)).returning().then(first);
}

export async function setCardThumbnail(db: Db, id: number, thumbnail: string | null): Promise<void> {
  await db.update(identifications).set({ cardThumbnail: thumbnail }).where(eq(identifications.id, id));
}

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
