import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
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
