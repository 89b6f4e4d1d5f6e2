import { hasConservationStatus, type Taxon } from '@rules/taxon';
import type { CardThumbnail, PublicIdentification, PublicPhoto } from '@catalogue/model/public';
import { parseStored } from '../../../lib/json';
import type { SightingReview } from '../../../context';
import { identificationsForCatalogue as identifications, type IdentificationRow } from '../../identifications';

/** What a public record carries beside its row and taxa. */
export interface PublicExtras {
  /** The sighting's photos, cover first (identifications.sightingPhotosOf); without them, the cover alone. */
  photos?: PublicPhoto[];
  /** Its counting reviews. */
  reviews?: SightingReview[];
  /** The experts who agreed (identifications.agreeingExperts): only counted. */
  agreeingExperts?: string[];
  /** Its place is kept from the public (identifications.hiddenPlaces): no area, no depth. */
  placeHidden: boolean;
  /**
   * The IUCN category of its community taxon, from the taxa cache (taxa.iucnCategoriesOf): null when WoRMS gives
   * none or the taxon is not cached yet.
   */
  communityStatus?: string | null;
}

/**
 * The status a public record shows. A sighting experts moved to another taxon shows that taxon's IUCN category, or
 * none: never the status its model answer came with (a Least Concern fish's, on an Endangered turtle's page).
 */
function statusOf(row: IdentificationRow, base: ReturnType<typeof identifications.identificationBase>, communityTaxon: Taxon | null, communityStatus: string | null) {
  if (row.communityAphiaId === null || row.communityAphiaId === row.aphiaId) return {};
  const shown = hasConservationStatus(communityTaxon) && communityStatus ? communityStatus : null;
  return { conservationStatus: shown, conservationStatusSource: shown ? ('worms-iucn' as const) : base.conservationStatusSource, conservationStatusYear: null };
}

/**
 * What anyone may see of a published identification: the base every reader sees, with no owner, no model
 * bookkeeping or candidates, no high-resolution copy, no dive, its place only as a coarse area and its depth to the
 * metre, and neither of those when its place is hidden. `taxa` holds the community taxon and the reviews' too.
 */
export function toPublicIdentification(
  row: IdentificationRow,
  taxa: Map<number, Taxon>,
  { photos, reviews = [], agreeingExperts = [], placeHidden, communityStatus = null }: PublicExtras,
): PublicIdentification {
  const taxonOf = (id: number | null) => (id === null ? null : (taxa.get(id) ?? null));
  const base = identifications.identificationBase(row, taxonOf(row.aphiaId));
  return {
    id: row.id,
    slug: row.slug,
    ...base,
    ...statusOf(row, base, taxonOf(row.communityAphiaId), communityStatus),
    // The experts are not named in public (rules/consensus seesExpertNames).
    reviewStatus: row.reviewStatus,
    communityTaxon: taxonOf(row.communityAphiaId),
    reviews: reviews.map((review) => ({ expert: null, verdict: review.verdict, taxon: taxonOf(review.aphiaId), createdAt: review.createdAt.toISOString() })),
    // A count, never the experts' names: who reviewed is shown only to the owner, admins and experts.
    verifiedBy: row.reviewStatus === 'verified' ? agreeingExperts.length : 0,
    imageUrl: row.imageUrl,
    photos: photos ?? (row.imageUrl ? [{ imageUrl: row.imageUrl, width: null, height: null }] : []),
    thumbnail: parseStored<CardThumbnail | null>(row.cardThumbnail, null),
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    licence: row.licence,
    ...identifications.coarsePlaceOf(row, placeHidden),
    accepted: row.accepted,
    // The day only: the public is told when it was seen, not at what hour.
    observedOn: row.observedAt?.slice(0, 10) ?? null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
