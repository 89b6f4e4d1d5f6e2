import { publicArea } from '@rules/seas';
import type { AppContext } from '../../context';
import { taxa as taxonCache } from '../taxa';
import type { ExpertIdentificationView } from './model';
import { sightingPhotosOf } from './photo-lists';
import type { IdentificationRow } from './repo';
import { updateIdentification } from './repo';
import { candidatesOf, identificationBase, locationOf, reviewFieldsOf, reviewTaxaIds, type ReviewReader } from './view';

/**
 * Sightings as an expert reviewing them sees them: the photos (web copies), the model's answer and candidates, when
 * it was seen, its depth and the coarse area public pages give (hidden for threatened species), and what experts
 * said. Never its owner, its dive or its exact position: a review is of the animal, not of the diver.
 */
export async function expertViews(ctx: AppContext, rows: IdentificationRow[], reader: ReviewReader): Promise<ExpertIdentificationView[]> {
  const ids = rows.map((row) => row.id);
  const [reviews, photos] = await Promise.all([ctx.reviewLedger.reviewsOf(ctx, ids), sightingPhotosOf(ctx.db, rows)]);
  const taxa = await taxonCache.taxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, ...reviewTaxaIds(row, reviews.get(row.id))]));
  return rows.map((row) => {
    const own = reviews.get(row.id) ?? [];
    const mine = reader ? own.find((review) => review.expertId === reader.id) : undefined;
    return {
      id: row.id,
      ...identificationBase(row, row.aphiaId === null ? null : (taxa.get(row.aphiaId) ?? null)),
      candidates: candidatesOf(row.candidates),
      photos: photos.get(row.id) ?? [],
      observedAt: row.observedAt,
      area: publicArea(locationOf(row), row.conservationStatus),
      depthMeters: row.depthMeters === null ? null : Math.round(row.depthMeters),
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
