import type { AppContext } from '../../context';
import { taxa as taxonCache } from '../taxa';
import { coarsePlaceOf, hiddenPlaces } from './hidden-places';
import type { ExpertIdentificationView } from './model';
import { sightingPhotosOf } from './photo-lists';
import type { IdentificationRow } from './repo';
import { updateIdentification } from './repo';
import { candidatesOf, identificationBase, reviewFieldsOf, reviewTaxaIds, type ReviewReader } from './view';

/**
 * Sightings as an expert reviewing them sees them: the photos (web copies), the model's answer and candidates, when
 * it was seen, its depth and the coarse area public pages give (neither when a taxon it is named as is threatened:
 * ./hidden-places.ts), and what experts said. Never its owner, its dive or its exact position: a review is of the
 * animal, not of the diver.
 */
export async function expertViews(ctx: AppContext, rows: IdentificationRow[], reader: ReviewReader): Promise<ExpertIdentificationView[]> {
  const ids = rows.map((row) => row.id);
  const [reviews, photos] = await Promise.all([ctx.reviewLedger.reviewsOf(ctx, ids), sightingPhotosOf(ctx.db, rows)]);
  const [taxa, hidden] = await Promise.all([
    taxonCache.taxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, ...reviewTaxaIds(row, reviews.get(row.id))])),
    hiddenPlaces(ctx, rows, reviews),
  ]);
  return rows.map((row) => {
    const own = reviews.get(row.id) ?? [];
    const mine = reader ? own.find((review) => review.expertId === reader.id) : undefined;
    return {
      id: row.id,
      ...identificationBase(row, row.aphiaId === null ? null : (taxa.get(row.aphiaId) ?? null)),
      candidates: candidatesOf(row.candidates),
      photos: photos.get(row.id) ?? [],
      observedAt: row.observedAt,
      ...coarsePlaceOf(row, hidden.has(row.id)),
      createdAt: row.createdAt,
      ...reviewFieldsOf(row, own, taxa, reader),
      yourVerdict: mine?.verdict ?? null,
    };
  });
}

/** What the consensus of a sighting's votes gives: stored on its row (rules/consensus.ts). */
export interface ReviewState {
  reviewStatus: IdentificationRow['reviewStatus'];
  communityAphiaId: number | null;
  verifiedAt: Date | null;
}

export async function saveReviewState(ctx: AppContext, id: number, state: ReviewState): Promise<void> {
  await updateIdentification(ctx.db, id, state);
}
