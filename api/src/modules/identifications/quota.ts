import { FREE_IDENTIFICATIONS } from '@rules/identification';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { giveBackFreeIdentification, takeFreeIdentification } from '../accounts/quota';
import { isPremium, type UserRow } from '../accounts/service';
import { giveBackVisitorIdentification, takeVisitorIdentification, visitorIdentificationsUsed } from './repo';

/**
 * Anonymous identifications per IP address and UTC day, whatever the cookies say: clearing cookies must not
 * buy unlimited AI calls, yet a family or a dive club behind one address can still try the product.
 */
export const VISITOR_DAILY_PER_IP = 10;

/** Each message contains 'limit': the browser shows 'Identification limit reached' for it. */
export const QUOTA_MESSAGES = {
  visitor: `Free identification limit reached: you have used your ${FREE_IDENTIFICATIONS} free identifications. Create an account for more.`,
  user: `Free identification limit reached: you have used your ${FREE_IDENTIFICATIONS} free identifications. Upgrade to premium for unlimited identifications.`,
  network: 'Daily free identification limit reached for your network. Create an account for more identifications.',
};

export type Uploader = { user: UserRow; visitorId?: undefined; ip: string } | { user?: undefined; visitorId: string; ip: string };

/** A reserved identification; give it back when the identification fails, so failures cost nothing. */
export interface Reservation {
  release(): Promise<void>;
}

function once(release: () => Promise<void>): Reservation {
  let done = false;
  return {
    async release() {
      if (done) return;
      done = true;
      await release();
    },
  };
}

/**
 * Takes one identification from the uploader's quota before the AI is called. Each counter moves in one
 * conditional UPDATE (`... WHERE used < 3`), so parallel uploads can never take more than what is left.
 */
export async function reserveIdentification(ctx: AppContext, uploader: Uploader): Promise<Reservation> {
  const { db } = ctx;
  if (uploader.user) {
    const { user } = uploader;
    if (isPremium(user, ctx.now())) return once(async () => {});
    if (!await takeFreeIdentification(db, user.id)) throw forbidden(QUOTA_MESSAGES.user);
    return once(() => giveBackFreeIdentification(db, user.id));
  }

  const now = ctx.now();
  const visit = { visitorId: uploader.visitorId, ip: uploader.ip, day: utcDay(now) };
  const refused = await takeVisitorIdentification(db, visit, { perVisitor: FREE_IDENTIFICATIONS, perIpDaily: VISITOR_DAILY_PER_IP });
  if (refused === 'visitor') throw forbidden(QUOTA_MESSAGES.visitor);
  if (refused === 'network') throw tooManyRequests(QUOTA_MESSAGES.network, secondsUntilNextUtcDay(now));
  return once(() => giveBackVisitorIdentification(db, visit));
}

/** Free identifications used: the account's, or the visitor's (0 for a visitor never seen). */
export async function freeIdentificationsUsed(ctx: AppContext, who: { user?: UserRow | null; visitorId?: string }): Promise<number> {
  if (who.user) return who.user.freeIdentificationsUsed;
  if (!who.visitorId) return 0;
  return visitorIdentificationsUsed(ctx.db, who.visitorId);
}
