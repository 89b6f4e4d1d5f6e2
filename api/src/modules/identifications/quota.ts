import { FREE_IDENTIFICATIONS } from '@rules/identification';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { metrics } from '../../lib/metrics';
import { log } from '../../operations/logs';
import { accounts, type UserRow } from '../accounts';
import type { CallNotes } from '../ai-usage';
import { giveBackReservation } from './reservations';
import {
  insertReservation,
  noteBudget,
  noteModelCalled,
  takeReservation,
  takeVisitorIdentification,
  visitorIdentificationsUsed,
  type NewReservationRow,
} from './repo';

/**
 * Anonymous identifications per IP address and UTC day, whatever the cookies say: clearing cookies must not
 * buy unlimited AI calls, yet a family or a dive club behind one address can still try the product.
 */
export const VISITOR_DAILY_PER_IP = 10;

/** Answered as quota.free_exhausted or quota.network_exhausted: the browser shows 'Identification limit reached' for them. */
export const QUOTA_MESSAGES = {
  visitor: `Free identification limit reached: you have used your ${FREE_IDENTIFICATIONS} free identifications. Create an account for more.`,
  user: `Free identification limit reached: you have used your ${FREE_IDENTIFICATIONS} free identifications. Upgrade to premium for unlimited identifications.`,
  network: 'Daily free identification limit reached for your network. Create an account for more identifications.',
};

export type Uploader = { user: UserRow; visitorId?: undefined; ip: string } | { user?: undefined; visitorId: string; ip: string };

/**
 * A reserved identification, kept as a row of upload_reservations until the upload ends: give it back when the
 * identification fails, so failures cost nothing; say it is kept once the identification is saved. A process that
 * dies in between leaves the row, and the next start gives it back (./reservations.ts).
 */
export interface Reservation {
  /** Where the daily budget's call for this upload is noted. */
  readonly call: CallNotes;
  /** The identification is saved: nothing is to be given back, now or at a restart. */
  kept(): Promise<void>;
  release(): Promise<void>;
}

function reservation(ctx: AppContext, id: string): Reservation {
  let done = false;
  const end = async (giveBack: boolean) => {
    if (done) return;
    done = true;
    // Whoever deletes the row gives back what it holds: this upload, or a sweep at another instance's start.
    if (giveBack) await transaction(ctx.db, async (tx) => giveBackReservation(tx, await takeReservation(tx, id), { budget: false }));
    // The identification is saved whatever happens here: a row left over has its model call noted, so a sweep
    // deletes it and gives nothing back.
    else await takeReservation(ctx.db, id).catch((error) => log.error(`Ending upload reservation ${id} failed`, error));
  };
  return {
    call: {
      taken: async (tx) => void (await noteBudget(tx, id, true)),
      givenBack: (tx) => noteBudget(tx, id, false),
      asked: () => noteModelCalled(ctx.db, id, ctx.now()),
    },
    kept: () => end(false),
    release: () => end(true),
  };
}

/**
 * Takes one identification from the uploader's quota before the AI is called. Each counter moves in one
 * conditional UPDATE (`... WHERE used < 3`), so parallel uploads can never take more than what is left; the
 * reservation's row is written in the same transaction.
 */
export async function reserveIdentification(ctx: AppContext, uploader: Uploader): Promise<Reservation> {
  const { db } = ctx;
  const now = ctx.now();
  const row: NewReservationRow = {
    id: crypto.randomUUID(),
    userId: uploader.user?.id ?? null,
    visitorId: uploader.visitorId ?? null,
    ip: uploader.ip,
    day: utcDay(now),
    quotaTaken: true,
    createdAt: now,
  };
  if (uploader.user) {
    const { user } = uploader;
    if (accounts.isPremium(user, now)) {
      await insertReservation(db, { ...row, quotaTaken: false });
      return reservation(ctx, row.id);
    }
    const taken = await transaction(db, async (tx) => {
      if (!(await accounts.takeFreeIdentification(tx, user.id))) return false;
      await insertReservation(tx, row);
      return true;
    });
    if (!taken) {
      metrics.quotaRefused('account');
      throw forbidden(QUOTA_MESSAGES.user, 'quota.free_exhausted');
    }
    return reservation(ctx, row.id);
  }

  const visit = { visitorId: uploader.visitorId, ip: uploader.ip, day: row.day };
  const refused = await takeVisitorIdentification(db, visit, { perVisitor: FREE_IDENTIFICATIONS, perIpDaily: VISITOR_DAILY_PER_IP }, row);
  if (refused === 'visitor') {
    metrics.quotaRefused('visitor');
    throw forbidden(QUOTA_MESSAGES.visitor, 'quota.free_exhausted');
  }
  if (refused === 'network') {
    metrics.quotaRefused('address');
    throw tooManyRequests(QUOTA_MESSAGES.network, secondsUntilNextUtcDay(now), 'quota.network_exhausted');
  }
  return reservation(ctx, row.id);
}

/** Free identifications used: the account's, or the visitor's (0 for a visitor never seen). */
export async function freeIdentificationsUsed(ctx: AppContext, who: { user?: UserRow | null; visitorId?: string }): Promise<number> {
  if (who.user) return who.user.freeIdentificationsUsed;
  if (!who.visitorId) return 0;
  return visitorIdentificationsUsed(ctx.db, who.visitorId);
}
