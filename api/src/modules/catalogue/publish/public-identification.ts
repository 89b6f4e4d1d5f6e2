import { hidesLocation } from '@rules/location';
import { publicArea } from '@rules/seas';
import type { Taxon } from '@rules/taxon';
import type { CardThumbnail, PublicIdentification, PublicPhoto } from '@catalogue/model/public';
import { parseStored } from '../../../lib/json';
import type { SightingReview } from '../../../context';
import { identifications, type IdentificationRow } from '../../identifications';

/**
 * A depth as public pages give it: to the metre, and nothing for a species whose place is hidden (the same rule as
 * `area`): a depth narrows down where a threatened animal can be found.
 */
export function publicDepth(depthMeters: number | null, iucnCategory: string | null | undefined): number | null {
  return depthMeters === null || hidesLocation(iucnCategory) ? null : Math.round(depthMeters);
}

/**
 * What anyone may see of a published identification: the base every reader sees, with no owner, no model
 * bookkeeping or candidates, no high-resolution copy, no dive, its place only as a coarse area and its depth to the
 * metre. `photos` is the sighting's list, cover first (identifications.sightingPhotosOf); without it, the cover alone.
 * `taxa` holds the community taxon too; `agreeingExperts` (identifications.agreeingExperts) are only counted.
 */
export function toPublicIdentification(
  row: IdentificationRow,
  taxa: Map<number, Taxon>,
  photos?: PublicPhoto[],
  reviews: SightingReview[] = [],
  agreeingExperts: string[] = [],
): PublicIdentification {
  const taxonOf = (id: number | null) => (id === null ? null : (taxa.get(id) ?? null));
  return {
    id: row.id,
    slug: row.slug,
    ...identifications.identificationBase(row, taxonOf(row.aphiaId)),
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
    area: publicArea(identifications.locationOf(row), row.conservationStatus),
    depthMeters: publicDepth(row.depthMeters, row.conservationStatus),
    accepted: row.accepted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
