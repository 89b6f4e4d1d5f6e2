import { TRIP_NOT_FOUND } from '@rules/trips';
import type { Language } from '@rules/languages';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import type { UserRow } from '../../accounts';
import { sharing } from '../../sharing';
import { findTrip } from '../repo';
import { ownTrip } from '../service';
import type { TripReport } from './model';
import { tripReport } from './report';
import { deleteTripShareLinkOf, ensureTripShareLink, findTripShareLink, findTripShareLinkOf, tripShareTokens } from './repo';

/** The shared report's page: one shell in every language, which reads the token from its address. */
const sharedTripPath = (token: string) => `/shared/trips/${token}`;
const shareUrl = (ctx: AppContext, token: string) => new URL(sharedTripPath(token), ctx.config.publicUrl.origin).href;

/** The live report link of each trip that has one, by trip id (an account's data export lists them). */
export async function reportShareUrls(ctx: AppContext, tripIds: number[]): Promise<Map<number, string>> {
  const tokens = await tripShareTokens(ctx.db, tripIds);
  return new Map([...tokens].map(([id, token]) => [id, shareUrl(ctx, token)]));
}

/** The owner's report of their own trip (anyone else's: 404 trips.not_found). */
export async function ownTripReport(ctx: AppContext, user: UserRow, id: number, language: Language): Promise<TripReport> {
  return tripReport(ctx, await ownTrip(ctx, user, id), language, false);
}

/** The trip's unlisted link, made on its first share with a share link's token rules; every later share gives the same link. */
export async function shareTrip(ctx: AppContext, user: UserRow, id: number): Promise<{ url: string }> {
  await ownTrip(ctx, user, id);
  return { url: shareUrl(ctx, (await ensureTripShareLink(ctx.db, id, sharing.newShareToken())).token) };
}

/** The live link, or null while the trip has none. */
export async function currentTripShare(ctx: AppContext, user: UserRow, id: number): Promise<{ url: string | null }> {
  await ownTrip(ctx, user, id);
  const link = await findTripShareLinkOf(ctx.db, id);
  return { url: link ? shareUrl(ctx, link.token) : null };
}

/** Revokes the link: its report answers 404 from now on; sharing again makes a new link. */
export async function revokeTripShare(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  await ownTrip(ctx, user, id);
  await deleteTripShareLinkOf(ctx.db, id);
}

/** The report behind a live link, as anyone with it reads it; a token of no live link is 404 trips.not_found. */
export async function sharedTripReport(ctx: AppContext, token: string, language: Language): Promise<TripReport> {
  const link = sharing.isShareToken(token) ? await findTripShareLink(ctx.db, token) : undefined;
  const trip = link && (await findTrip(ctx.db, link.tripId));
  if (!trip) throw notFound(TRIP_NOT_FOUND, 'trips.not_found');
  return tripReport(ctx, trip, language, true);
}
