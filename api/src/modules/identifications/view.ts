import { parseAlternativeSpecies } from '@rules/alternative-species';
import { rankingWeight, stepBackReason, type CheckedCandidate } from '@rules/identification';
import type { Location } from '@rules/location';
import { hasConservationStatus, type ConservationStatusSource, type Taxon, type Verification } from '@rules/taxon';
import { seesExpertNames } from '@rules/consensus';
import type { SightingReview } from '../../context';
import { DEMO_MODEL } from '../../lib/ai/demo-model';
import { parseStoredList } from '../../lib/json';
import type { IdentificationView, PhotoView } from './model';
import type { IdentificationRow, PhotoRow } from './repo';

export type { CheckedCandidate } from '@rules/identification';
export type { IdentificationView } from './model';

/** The stored candidates, best first: by confidence, those not recorded near the photo's place (or depth) lowered. */
export function candidatesOf(text: string | null): CheckedCandidate[] {
  return parseStoredList<CheckedCandidate>(text)
    .map((c) => ({ ...c, aphiaId: c.aphiaId ?? null, verification: c.verification ?? 'unavailable', nearby: c.nearby ?? null, atDepth: c.atDepth ?? null }))
    .sort((a, b) => rankingWeight(b) - rankingWeight(a));
}

/** The stored position, or null when there is none. */
export function locationOf(row: Pick<IdentificationRow, 'latitude' | 'longitude' | 'locationSource'>): Location | null {
  if (row.latitude === null || row.longitude === null || !row.locationSource) return null;
  return { latitude: row.latitude, longitude: row.longitude, source: row.locationSource };
}

/**
 * What every reader of an identification sees of its row: the species, what is said of it, its WoRMS taxon and check,
 * and its look-alikes (always a well-formed list, whatever an older row holds), in the order the answers give them.
 * The owner's view, the public record and the shared page add their own fields around it.
 * A conservation status belongs to a species: an answer stopping at genus or family is sent none, whatever the model
 * said; why it stopped there is read from the stored candidates, so older rows have their reason too.
 */
export function identificationBase(row: IdentificationRow, taxon: Taxon | null) {
  const statusShown = hasConservationStatus(taxon);
  return {
    speciesName: row.speciesName,
    scientificName: row.scientificName,
    description: row.description,
    conservationStatus: statusShown ? row.conservationStatus : null,
    distribution: row.distribution,
    habitat: row.habitat,
    features: row.features,
    conservation: row.conservation,
    classification: row.classification,
    taxon,
    verification: row.verification as Verification,
    modelScientificName: row.modelScientificName ?? row.scientificName,
    conservationStatusSource: row.conservationStatusSource as ConservationStatusSource,
    conservationStatusYear: statusShown ? row.conservationStatusYear : null,
    stepBackReason: stepBackReason(!hasConservationStatus(taxon), candidatesOf(row.candidates)),
    alternativeSpecies: parseAlternativeSpecies(row.alternativeSpecies),
  };
}

/**
 * An identification as its owner (or an admin) sees it. alternativeSpecies is JSON text here, as clients parse it.
 * The high-resolution copy is given only when `highRes` is allowed.
 */
/**
 * The sighting's photos, cover first. A row stored before photos had their own table (or one whose list is being
 * written) still shows its cover.
 */
export function photosView(row: IdentificationRow, photos: PhotoRow[] | undefined, highRes: boolean): PhotoView[] {
  const list =
    photos && photos.length > 0
      ? photos
      : row.imageUrl
        ? [{ imageUrl: row.imageUrl, imageHighResUrl: row.imageHighResUrl ?? row.imageUrl, width: null, height: null }]
        : [];
  return list.map((photo) => ({
    imageUrl: photo.imageUrl,
    imageHighResUrl: highRes ? photo.imageHighResUrl : null,
    width: photo.width,
    height: photo.height,
  }));
}

/** Who reads an identification, as far as the experts' names on its reviews go. */
export type ReviewReader = { id: number; isAdmin: boolean; isExpert: boolean } | null;

/**
 * What experts said of it: the stored status and community taxon, and the counting reviews, their experts named
 * only to its owner, admins and experts. `taxa` holds the cached taxa of the community taxon and of the votes.
 */
export function reviewFieldsOf(row: IdentificationRow, reviews: SightingReview[], taxa: Map<number, Taxon>, reader: ReviewReader) {
  const named = seesExpertNames(reader, row.userId);
  const taxonOf = (id: number | null) => (id === null ? null : (taxa.get(id) ?? null));
  return {
    reviewStatus: row.reviewStatus,
    communityTaxon: taxonOf(row.communityAphiaId),
    reviews: reviews.map((review) => ({ expert: named ? review.expert : null, verdict: review.verdict, taxon: taxonOf(review.aphiaId), createdAt: review.createdAt })),
    reviewRequestedAt: row.reviewRequestedAt,
  };
}

/** The taxa a row's review fields name: its community taxon and each review's vote. */
export const reviewTaxaIds = (row: IdentificationRow, reviews: SightingReview[] = []) => [row.communityAphiaId, ...reviews.map((review) => review.aphiaId)];

export function toIdentificationView(
  row: IdentificationRow,
  options: { highRes: boolean; taxon: Taxon | null; photos?: PhotoRow[]; review: ReturnType<typeof reviewFieldsOf> },
): IdentificationView {
  const base = identificationBase(row, options.taxon);
  return {
    id: row.id,
    userId: row.userId,
    ...base,
    // Replacing a spread key keeps its place in the object, so the answer's field order stays.
    alternativeSpecies: JSON.stringify(base.alternativeSpecies),
    candidates: candidatesOf(row.candidates),
    imageUrl: row.imageUrl,
    imageHighResUrl: options.highRes ? row.imageHighResUrl : null,
    photos: photosView(row, options.photos, options.highRes),
    slug: row.slug,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    accepted: row.accepted,
    catalogueConsent: row.catalogueConsent,
    licence: row.licence,
    model: row.model,
    demo: row.model === DEMO_MODEL,
    language: row.language,
    location: locationOf(row),
    observedAt: row.observedAt,
    diveId: row.diveId,
    depthMeters: row.depthMeters,
    depthSource: row.depthSource,
    createdAt: row.createdAt,
    trashedAt: row.trashedAt,
    ...options.review,
  };
}
