import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ipDailyUsage, users, visitors } from '../../db/schema';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { isPremium, type UserRow } from '../users/service';
import { rowsChanged } from './repo';

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
  release(): void;
}

function once(release: () => void): Reservation {
  let done = false;
  return {
    release() {
      if (!done) release();
      done = true;
    },
  };
}

/**
 * Takes one identification from the uploader's quota before the AI is called. Each counter moves in one
 * conditional UPDATE (`... WHERE used < 3`), so parallel uploads can never take more than what is left.
 */
export function reserveIdentification(ctx: AppContext, uploader: Uploader): Reservation {
  const { db } = ctx;
  if (uploader.user) {
    const { user } = uploader;
    if (isPremium(user, ctx.now())) return once(() => {});
    const taken = db
      .update(users)
      .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} + 1` })
      .where(and(eq(users.id, user.id), lt(users.freeIdentificationsUsed, FREE_IDENTIFICATIONS)))
      .run();
    if (!rowsChanged(taken)) throw forbidden(QUOTA_MESSAGES.user);
    return once(() =>
      db
        .update(users)
        .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} - 1` })
        .where(and(eq(users.id, user.id), gt(users.freeIdentificationsUsed, 0)))
        .run(),
    );
  }

  const { visitorId, ip } = uploader;
  const now = ctx.now();
  const day = utcDay(now);
  db.transaction(
    (tx) => {
      tx.insert(visitors).values({ id: visitorId }).onConflictDoNothing().run();
      const taken = tx
        .update(visitors)
        .set({ identificationsUsed: sql`${visitors.identificationsUsed} + 1` })
        .where(and(eq(visitors.id, visitorId), lt(visitors.identificationsUsed, FREE_IDENTIFICATIONS)))
        .run();
      if (!rowsChanged(taken)) throw forbidden(QUOTA_MESSAGES.visitor);
      const counted = tx
        .insert(ipDailyUsage)
        .values({ ip, day, count: 1 })
        .onConflictDoUpdate({
          target: [ipDailyUsage.ip, ipDailyUsage.day],
          set: { count: sql`${ipDailyUsage.count} + 1` },
          setWhere: lt(ipDailyUsage.count, VISITOR_DAILY_PER_IP),
        })
        .run();
      // Throwing rolls the visitor's count back too.
      if (!rowsChanged(counted)) throw tooManyRequests(QUOTA_MESSAGES.network, secondsUntilNextUtcDay(now));
    },
    { behavior: 'immediate' },
  );
  return once(() =>
    db.transaction((tx) => {
      tx.update(visitors)
        .set({ identificationsUsed: sql`${visitors.identificationsUsed} - 1` })
        .where(and(eq(visitors.id, visitorId), gt(visitors.identificationsUsed, 0)))
        .run();
      tx.update(ipDailyUsage)
        .set({ count: sql`${ipDailyUsage.count} - 1` })
        .where(and(eq(ipDailyUsage.ip, ip), eq(ipDailyUsage.day, day), gt(ipDailyUsage.count, 0)))
        .run();
    }),
  );
}

/** Free identifications used: the account's, or the visitor's (0 for a visitor never seen). */
export function freeIdentificationsUsed(ctx: AppContext, who: { user?: UserRow | null; visitorId?: string }): number {
  if (who.user) return who.user.freeIdentificationsUsed;
  if (!who.visitorId) return 0;
  return ctx.db.select().from(visitors).where(eq(visitors.id, who.visitorId)).get()?.identificationsUsed ?? 0;
}
