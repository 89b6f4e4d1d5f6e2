import { consensusOf, type ReviewStatus, type TaxonStep, type Vote } from '@rules/consensus';
import { mailboxKey } from '@rules/email';
import type { AppContext } from '../../context';
import { identificationsForReviews as identifications } from '../identifications';
import { taxa } from '../taxa';
import { countingReviewsOf, emailsOf } from './repo';

/** How a sighting's review status moved with a review or a role change; `published`: its page shows it. */
export interface ReviewTransition {
  identificationId: number;
  ownerId: number | null;
  before: ReviewStatus;
  after: ReviewStatus;
  published: boolean;
}

/**
 * Computes the sighting's consensus again (rules/consensus.ts) and stores it: its status, community taxon, and when
 * it was verified (kept from the first time while it stays verified). The votes are the counting expert reviews
 * (agree and suggest carry the taxon they vote for), one per person, a person being a mailbox (rules/email
 * mailboxKey): two accounts of one inbox vote once, and an account of the owner's inbox not at all. The owner's
 * acceptance is no vote (decision 114).
 * A published sighting's pages follow (its page shows its reviews, and its place may now be hidden), unless
 * `followCatalogue` is false: the caller then refreshes them, with others, itself.
 */
export async function recomputeConsensus(ctx: AppContext, id: number, { followCatalogue = true } = {}): Promise<ReviewTransition | null> {
  const row = await identifications.findIdentification(ctx.db, id);
  if (!row) return null;
  const all = await countingReviewsOf(ctx.db, [id]);
  const emails = await emailsOf(ctx.db, [...all.map((review) => review.expertId), ...(row.userId === null ? [] : [row.userId])]);
  const personOf = (userId: number) => {
    const email = emails.get(userId);
    return email === undefined ? `user ${userId}` : mailboxKey(email);
  };
  const owner = row.userId === null ? null : personOf(row.userId);
  const reviews = all.filter((review) => personOf(review.expertId) !== owner);
  const voted = reviews.filter((review) => review.aphiaId !== null);
  const lineages = await taxa.lineagesOf(ctx, voted.map((review) => review.aphiaId!));
  // A taxon missing from the cache still votes for itself, with no rank to verify at.
  const votes: Vote[] = voted.map((review) => ({
    person: personOf(review.expertId),
    lineage: lineages.get(review.aphiaId!) ?? [{ aphiaId: review.aphiaId!, rank: '', name: '' } satisfies TaxonStep],
  }));
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
  }
  // Its page (the community taxon's) shows its reviews and hides its place by every taxon they name: the pages it
  // was and is on are read again, whether or not the consensus moved.
  if (row.isPublished && followCatalogue) await ctx.catalogueFollower.refreshCatalogue(ctx, [id]);
  return { identificationId: id, ownerId: row.userId, before: row.reviewStatus, after: status, published: row.isPublished };
}
