import { planEndsAt } from '@rules/plans';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { byId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { accounts, type UserRow } from '../accounts';
import { dives } from '../dives';
import { trips } from '../trips';
import { identificationsForAdmin as identifications } from '../identifications';
import { reviews, type ExpertBody } from '../reviews';
import { subscriptions } from '../subscriptions';
import { recordAdminAction } from './audit';
import { ADMIN_TIERS, type AdminTier, type AdminUser } from './model';

/** Section 2: an empty expiry means 7 days from now, the length of a trial. */
const defaultExpiry = (now: Date) => planEndsAt('trial', now)!;
/** Tiers that never end, so an expiry is not kept for them. */
const NON_EXPIRING: readonly AdminTier[] = ['free', 'lifetime'];

/** GET /api/admin/users pages by the id of the last account given, oldest account first. */
export const USERS_CURSOR = byId('admin-users');

/** `?expert=true` keeps the experts, `?expert=false` the others; left out, everyone. */
export function expertFilter(value: string | undefined): { expert?: boolean } {
  if (value === undefined || value === '') return {};
  if (value !== 'true' && value !== 'false') throw badRequest('expert must be true or false', 'request.invalid');
  return { expert: value === 'true' };
}

/** A page of accounts with how many identifications each holds; never the password. */
export async function listUsers(ctx: AppContext, request: PageRequest<number>, filter: { expert?: boolean } = {}): Promise<Page<AdminUser>> {
  const page = pageOf(await accounts.listUsersPage(ctx.db, request, filter), request, USERS_CURSOR, (user) => user.id);
  const counts = await identifications.countIdentificationsOfUsers(ctx.db, page.items.map((user) => user.id));
  return {
    ...page,
    items: page.items.map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      status: user.status,
      isAdmin: user.isAdmin,
      isExpert: user.isExpert,
      expertGroups: accounts.expertGroupsOf(user),
      subscriptionTier: user.subscriptionTier,
      subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
      identificationCount: counts.get(user.id) ?? 0,
      createdAt: user.createdAt.toISOString(),
    })),
  };
}
export type { AdminUser } from './model';

async function targetUser(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await accounts.findUserById(ctx.db, id);
  if (!user) throw notFound('User not found', 'users.not_found');
  return user;
}

/**
 * Suspends the account and ends every session it has, so it is signed out at once. A suspended expert's reviews
 * stop counting: the sightings they reviewed are computed again.
 */
export async function suspendUser(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const user = await targetUser(ctx, id);
  if (user.isAdmin) throw forbidden('Admin accounts cannot be suspended', 'account.admin_cannot_be_suspended');
  await accounts.updateAccount(ctx.db, id, { status: 'suspended' });
  await accounts.revokeUserSessions(ctx.db, id);
  await reviews.recomputeReviewedBy(ctx, await reviews.sightingsReviewedBy(ctx, id));
  await recordAdminAction(ctx.db, admin, 'user.suspend', { type: 'user', id, details: { username: user.username } }, ctx.now());
}

/** Reinstated, an expert's reviews count again. */
export async function reinstateUser(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const user = await targetUser(ctx, id);
  await accounts.updateAccount(ctx.db, id, { status: 'active' });
  await reviews.recomputeReviewedBy(ctx, await reviews.sightingsReviewedBy(ctx, id));
  await recordAdminAction(ctx.db, admin, 'user.reinstate', { type: 'user', id, details: { username: user.username } }, ctx.now());
}

/**
 * Deletes the account with its identifications, their image files and their species pages. Its reviews go with it,
 * so the sightings it reviewed are computed again.
 */
export async function deleteUser(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const user = await targetUser(ctx, id);
  if (user.isAdmin) throw forbidden('Admin accounts cannot be deleted', 'account.admin_cannot_be_deleted');
  const reviewed = await reviews.sightingsReviewedBy(ctx, id);
  const removed = await identifications.deleteIdentificationsOfUser(ctx, id);
  await trips.deleteTripsOfUser(ctx, id);
  await dives.deleteDivesOfUser(ctx, id);
  await accounts.deleteUserRecord(ctx.db, id);
  await reviews.recomputeReviewedBy(ctx, reviewed);
  await recordAdminAction(
    ctx.db,
    admin,
    'user.delete',
    { type: 'user', id, details: { username: user.username, identificationsDeleted: removed } },
    ctx.now(),
  );
}

function parseExpiry(value: string | null | undefined, now: Date): Date | null {
  if (!value?.trim()) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('Expiry must be a valid date', 'plans.bad_expiry');
  if (date <= now) throw badRequest('Expiry must be in the future', 'plans.bad_expiry');
  return date;
}

export function isAdminTier(tier: string): tier is AdminTier {
  return (ADMIN_TIERS as readonly string[]).includes(tier);
}

/** Sets the tier; expiring tiers end on the given date or 7 days from now, free and lifetime never. */
export async function setSubscription(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: { tier: string; expiresAt?: string | null },
) {
  if (!input.tier) throw badRequest('Please choose a subscription tier', 'plans.unknown');
  if (!isAdminTier(input.tier)) throw badRequest(`Tier must be one of: ${ADMIN_TIERS.join(', ')}`, 'plans.unknown');
  const user = await targetUser(ctx, id);
  const now = ctx.now();
  const given = parseExpiry(input.expiresAt, now);
  const expiresAt = NON_EXPIRING.includes(input.tier)
    ? null
    : (given ?? defaultExpiry(now));
  const updated = (await accounts.updateSubscription(ctx.db, id, {
    subscriptionTier: input.tier,
    subscriptionExpiresAt: expiresAt,
    subscriptionCanceledAt: null,
    ...(input.tier === 'trial' && !user.trialStartedAt ? { trialStartedAt: now } : {}),
  }))!;
  await recordAdminAction(
    ctx.db,
    admin,
    'user.subscription',
    { type: 'user', id, details: { username: user.username, tier: input.tier, expiresAt: expiresAt?.toISOString() ?? null } },
    now,
  );
  return updated;
}

/**
 * Makes the user an expert (for `groups`, WoRMS class or phylum names; every group when none) or takes the role
 * away. Their reviews stay, and count only while they are an expert.
 */
export async function setExpert(ctx: AppContext, admin: UserRow, id: number, body: ExpertBody) {
  const user = await targetUser(ctx, id);
  const updated = await reviews.setExpert(ctx, id, body);
  const details = { username: user.username, expert: updated.isExpert, groups: accounts.expertGroupsOf(updated) };
  await recordAdminAction(ctx.db, admin, 'user.expert', { type: 'user', id, details }, ctx.now());
  return updated;
}

/** Starts the 7-day trial under the user's own rule (subscriptions module): only from free, once per account. */
export async function startTrial(ctx: AppContext, admin: UserRow, id: number) {
  const updated = await subscriptions.startTrial(ctx, await targetUser(ctx, id));
  await recordAdminAction(
    ctx.db,
    admin,
    'user.trial',
    { type: 'user', id, details: { username: updated.username, expiresAt: updated.subscriptionExpiresAt?.toISOString() ?? null } },
    ctx.now(),
  );
  return updated;
}
