import { DAILY_REVIEWS, inExpertGroups, MAX_EXPERT_GROUPS, MAX_GROUP_NAME, MAX_SUGGESTED_NAME } from '@rules/consensus';
import type { AppContext, ReviewLedger, SightingReview } from '../../context';
import { badRequest, forbidden, notFound, serviceUnavailable, tooManyRequests } from '../../lib/errors';
import { byTimeAndId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { accounts, type UserRow } from '../accounts';
import { identificationsForReviews as identifications, type ExpertIdentificationView } from '../identifications';
import { taxa, type Taxonomy } from '../taxa';
import { recomputeConsensus } from './consensus';
import { announce } from './events';
import type { ExpertBody, ReviewBody } from './model';
import { countingReviewsOf, countReviewsSince, groupsOfTaxon, identificationsReviewedBy, queuePage, saveReview } from './repo';

export const NOT_AN_EXPERT = 'Only experts can review sightings';
export const UNKNOWN_NAME = 'WoRMS does not know this scientific name: please check its spelling';
export const NAME_NEEDED = 'Please give the scientific name you suggest';
export const OUTSIDE_GROUPS = 'This sighting is outside the groups you review';
export const DAILY_LIMIT = `You have sent ${DAILY_REVIEWS} reviews today, the most in one day: please come back tomorrow`;
const WORMS_DOWN = 'WoRMS could not be reached to check the name. Please try again in a moment.';

export function requireExpert(user: UserRow): void {
  if (!user.isExpert) throw forbidden(NOT_AN_EXPERT, 'reviews.not_an_expert');
}

const reader = (user: UserRow) => ({ id: user.id, isAdmin: user.isAdmin, isExpert: user.isExpert });

/** GET /api/reviews pages by [review requested at ms, id] of the last sighting given. */
export const QUEUE_CURSOR = byTimeAndId('review-queue');

/**
 * The expert's queue: sightings asked to be reviewed and not yet verified, oldest request first, never their own nor
 * one they reviewed. An expert for some groups sees only those; `group` narrows to one class or phylum.
 */
export async function reviewQueue(ctx: AppContext, user: UserRow, request: PageRequest<[number, number]>, group?: string): Promise<Page<ExpertIdentificationView>> {
  requireExpert(user);
  const own = accounts.expertGroupsOf(user);
  const wanted = group?.trim() ? [group.trim()] : null;
  const groups = wanted && own ? wanted.filter((name) => inExpertGroups(own, [name])) : (wanted ?? own);
  const rows = await queuePage(ctx.db, { expertId: user.id, groups, ...request });
  const page = pageOf(rows, request, QUEUE_CURSOR, (row) => [row.reviewRequestedAt!.getTime(), row.id] as [number, number]);
  return { ...page, items: await identifications.expertViews(ctx, page.items, reader(user)) };
}

/**
 * An expert's review of someone else's sighting: agree with the answer shown (the community's, else the model's),
 * suggest a WoRMS taxon by name, or say the photos cannot tell. Sending again replaces it. Not an expert: 403; their
 * own: 403; a sighting not asked to be reviewed (or trashed, or missing): 404; outside their groups: 403; an unknown
 * name: 400; past DAILY_REVIEWS new reviews today: 429 until midnight UTC.
 */
export async function submitReview(ctx: AppContext, taxonomy: Taxonomy, user: UserRow, id: number, body: ReviewBody): Promise<ExpertIdentificationView> {
  requireExpert(user);
  const row = await identifications.findIdentification(ctx.db, id);
  if (!row || row.trashedAt || !row.reviewRequestedAt) throw notFound('Identification not found', 'identifications.not_found');
  if (row.userId === user.id) throw forbidden('You cannot review your own sighting', 'reviews.own_sighting');
  const groups = accounts.expertGroupsOf(user);
  if (groups && !inExpertGroups(groups, row.aphiaId === null ? [] : await groupsOfTaxon(ctx.db, row.aphiaId))) throw forbidden(OUTSIDE_GROUPS, 'reviews.outside_groups');
  const today = new Date(`${utcDay(ctx.now())}T00:00:00Z`);
  if ((await countReviewsSince(ctx.db, user.id, today)) >= DAILY_REVIEWS && !(await alreadyReviewedToday(ctx, user.id, id, today))) {
    throw tooManyRequests(DAILY_LIMIT, secondsUntilNextUtcDay(ctx.now()), 'reviews.daily_limit');
  }
  const vote = await voteOf(ctx, taxonomy, row, body);
  await saveReview(ctx.db, { identificationId: id, expertId: user.id, verdict: body.verdict, ...vote }, ctx.now());
  await changed(ctx, id, true);
  const updated = (await identifications.findIdentification(ctx.db, id))!;
  return (await identifications.expertViews(ctx, [updated], reader(user)))[0]!;
}

/** A replacement of a review first sent today is not a new one. */
async function alreadyReviewedToday(ctx: AppContext, expertId: number, id: number, today: Date) {
  const mine = (await countingReviewsOf(ctx.db, [id])).find((review) => review.expertId === expertId);
  return !!mine && mine.createdAt >= today;
}

/** The taxon a verdict votes for, and the name kept with it. */
async function voteOf(ctx: AppContext, taxonomy: Taxonomy, row: NonNullable<Awaited<ReturnType<typeof identifications.findIdentification>>>, body: ReviewBody) {
  if (body.verdict === 'cannot-tell') return { aphiaId: null, scientificName: null };
  if (body.verdict === 'agree') {
    const aphiaId = row.communityAphiaId ?? row.aphiaId;
    if (aphiaId === null) throw badRequest('This answer has no WoRMS taxon to agree with: please suggest one', 'reviews.no_taxon');
    const shown = row.communityAphiaId !== null ? (await taxa.taxaByIds(ctx, [aphiaId])).get(aphiaId)?.scientificName : row.scientificName;
    return { aphiaId, scientificName: shown ?? null };
  }
  const checked = await checkWrittenName(ctx, taxonomy, body.scientificName);
  if ('refused' in checked) throw badRequest(checked.message, REVIEW_REFUSALS[checked.refused]);
  return checked;
}

const REVIEW_REFUSALS = { name_needed: 'reviews.name_needed', name_too_long: 'reviews.name_too_long', unknown_name: 'reviews.unknown_name' } as const;
export type NameRefusal = keyof typeof REVIEW_REFUSALS;

/**
 * A scientific name a person wrote (an expert's suggestion, a diver's own name), checked against WoRMS: its taxon
 * and the name as written (trimmed), or why it is refused, for the caller to answer with its own code. WoRMS out of
 * reach: 503 (`worms.unavailable`).
 */
export async function checkWrittenName(
  ctx: AppContext,
  taxonomy: Taxonomy,
  written: string | null | undefined,
): Promise<{ aphiaId: number; scientificName: string } | { refused: NameRefusal; message: string }> {
  const name = written?.trim();
  if (!name) return { refused: 'name_needed', message: NAME_NEEDED };
  if (name.length > MAX_SUGGESTED_NAME) return { refused: 'name_too_long', message: `A scientific name has at most ${MAX_SUGGESTED_NAME} characters` };
  const taxon = await taxa.matchTaxonName(ctx, taxonomy, name).catch(() => {
    throw serviceUnavailable(WORMS_DOWN, 'worms.unavailable');
  });
  if (!taxon) return { refused: 'unknown_name', message: UNKNOWN_NAME };
  return { aphiaId: taxon.aphiaId, scientificName: name };
}

/** After a review: the consensus stored again, the owner told, the catalogue following. */
async function changed(ctx: AppContext, id: number, byReview: boolean): Promise<void> {
  const change = await recomputeConsensus(ctx, id);
  await announce(ctx, change, byReview);
}

/**
 * An admin makes a user an expert (for some groups, or every group when none are given) or takes the role away.
 * Their past reviews stay, and count only while they are an expert: every sighting they reviewed is computed again.
 */
export async function setExpert(ctx: AppContext, userId: number, body: ExpertBody): Promise<UserRow> {
  const groups = body.expert ? checkGroups(body.groups) : null;
  const user = await accounts.updateAccount(ctx.db, userId, { isExpert: body.expert, expertGroups: groups ? JSON.stringify(groups) : null });
  if (!user) throw notFound('User not found', 'users.not_found');
  await recomputeReviewedBy(ctx, await identificationsReviewedBy(ctx.db, userId));
  return user;
}

/**
 * The sightings a user's reviews were on are computed again once their reviews start or stop counting (suspended,
 * reinstated, deleted: read the ids before deleting). Their owners are told of a change; the pages of the published
 * ones are read again together, once.
 */
export async function recomputeReviewedBy(ctx: AppContext, reviewed: number[]): Promise<void> {
  const published: number[] = [];
  for (const id of new Set(reviewed)) {
    const change = await recomputeConsensus(ctx, id, { followCatalogue: false });
    await announce(ctx, change, false);
    if (change?.published) published.push(id);
  }
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
}

/** Before an account's suspension or deletion: the sightings it reviewed, to compute again afterwards. */
export const sightingsReviewedBy = (ctx: Pick<AppContext, 'db'>, userId: number) => identificationsReviewedBy(ctx.db, userId);

/** Groups are WoRMS class or phylum names: at most MAX_EXPERT_GROUPS non-empty names of MAX_GROUP_NAME characters. */
export function checkGroups(groups: unknown[] | null | undefined): string[] | null {
  if (!groups || groups.length === 0) return null;
  if (groups.length > MAX_EXPERT_GROUPS) throw badRequest(`An expert may have at most ${MAX_EXPERT_GROUPS} groups`, 'reviews.too_many_groups');
  const names = groups.map((group) => (typeof group === 'string' ? group.trim() : ''));
  if (names.some((name) => !name)) throw badRequest('Each group must be a WoRMS class or phylum name', 'reviews.bad_group');
  if (names.some((name) => name.length > MAX_GROUP_NAME)) throw badRequest(`A group name has at most ${MAX_GROUP_NAME} characters`, 'reviews.bad_group');
  return [...new Set(names)];
}

/** The port identifications call (context.ts): the counting reviews of sightings, and those a deleted account reviewed. */
export const reviewLedger: ReviewLedger = {
  async reviewsOf(ctx, ids) {
    const byId = new Map<number, SightingReview[]>();
    for (const { identificationId, ...review } of await countingReviewsOf(ctx.db, ids)) {
      byId.set(identificationId, [...(byId.get(identificationId) ?? []), review]);
    }
    return byId;
  },
  sightingsReviewedBy,
  reviewersLeft: recomputeReviewedBy,
};
