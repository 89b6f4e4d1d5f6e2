import { consensusOf, type ReviewStatus, type TaxonStep, type Vote } from '@rules/consensus';
import type { AppContext } from '../../context';
import { identifications } from '../identifications';
import { taxa } from '../taxa';
import { countingReviewsOf } from './repo';

/** How a sighting's review status moved with a review, an acceptance or a role change. */
export interface ReviewTransition {
  identificationId: number;
  ownerId: number | null;
  before: ReviewStatus;
  after: ReviewStatus;
}

/**
 * Computes the sighting's consensus again (rules/consensus.ts) and stores it: its status, community taxon, and when
 * it was verified (kept from the first time while it stays verified). The votes are each counting expert review
 * (agree and suggest carry the taxon they vote for) and the owner's acceptance, a vote for the model's taxon.
 */
export async function recomputeConsensus(ctx: AppContext, id: number): Promise<ReviewTransition | null> {
  const row = await identifications.findIdentification(ctx.db, id);
  if (!row) return null;
  const reviews = await countingReviewsOf(ctx.db, [id]);
  const voted = [
    ...reviews.flatMap((review) => (review.aphiaId === null ? [] : [{ aphiaId: review.aphiaId, byExpert: true }])),
    ...(row.accepted && row.aphiaId !== null ? [{ aphiaId: row.aphiaId, byExpert: false }] : []),
  ];
  const lineages = await taxa.lineagesOf(ctx, voted.map((vote) => vote.aphiaId));
  // A taxon missing from the cache still votes for itself, with no rank to verify at.
  const votes: Vote[] = voted.map(({ aphiaId, byExpert }) => ({ byExpert, lineage: lineages.get(aphiaId) ?? [{ aphiaId, rank: '', name: '' } satisfies TaxonStep] }));
  const { status, communityTaxon } = consensusOf(reviews.length, votes);
  const state = {
    reviewStatus: status,
    communityAphiaId: communityTaxon?.aphiaId ?? null,
    verifiedAt: status === 'verified' ? (row.verifiedAt ?? ctx.now()) : null,
  };
  // A higher taxon the votes meet at (a genus, a family) may be known only as a step of their lineages: cache it,
  // so it can be shown. WoRMS down: it is stored all the same, and shown once cached.
  if (state.communityAphiaId !== null) await taxa.cacheTaxa(ctx, [state.communityAphiaId]).catch(() => undefined);
  if (state.reviewStatus !== row.reviewStatus || state.communityAphiaId !== row.communityAphiaId || state.verifiedAt?.getTime() !== row.verifiedAt?.getTime()) {
    await identifications.saveReviewState(ctx, id, state);
    // A published sighting's page shows its review: the catalogue follows (it may move to the community's taxon).
    if (row.isPublished) await ctx.catalogueFollower.refreshCatalogue(ctx, [id]);
  }
  return { identificationId: id, ownerId: row.userId, before: row.reviewStatus, after: status };
}
