import { mailboxKey } from '@rules/email';
import { planEndsAt } from '@rules/plans';
import type { AppContext } from '../../context';
import { transaction, type Db } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import { accounts, type UserRow } from '../accounts';
import { recordTrialEmail, trialEmailUsed } from './repo';

export const VERIFY_EMAIL_FOR_TRIAL = 'Please verify your e-mail address before starting the free trial: follow the link we sent you, or send a new one.';
export const TRIAL_USED_BY_EMAIL = 'A free trial has already been used with this e-mail address';

/** Hashed with the server's secret as pepper, so the table alone does not reveal which addresses had a trial. */
const hashOf = (secret: string, mailbox: string) => new Bun.CryptoHasher('sha256', secret).update(`trial-email\n${mailbox}`).digest('hex');

/** The hash a trial is recorded under: of the address as one mailbox (`mailboxKey`: d.iver@googlemail.com is diver@gmail.com). */
export function trialEmailHash(secret: string, email: string): string {
  return hashOf(secret, mailboxKey(email));
}

/**
 * Every hash the address's trial may be recorded under: its mailbox's first, then the one recorded before Gmail's
 * dots, quotes, width and look-alike letters were folded (the address only trimmed, lower-cased, without its
 * "+tag"), so that nobody gets a second trial through the change.
 */
export function trialEmailHashes(secret: string, email: string): [string, ...string[]] {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const before = hashOf(secret, `${local.replace(/\+.*$/, '')}@${domain}`);
  const now = trialEmailHash(secret, email);
  return before === now ? [now] : [now, before];
}

/**
 * Starts the 7-day trial and records the address as having had it, both or neither. With `oncePerEmail` an
 * address that already had one is refused; otherwise (an admin's decision) it is only recorded.
 */
async function startTrialRecorded(ctx: AppContext, user: UserRow, oncePerEmail: boolean): Promise<UserRow> {
  const now = ctx.now();
  const hashes = trialEmailHashes(ctx.config.cookieSecret, user.email);
  const started = await transaction(
    ctx.db,
    async (tx) => {
      // Refusals come before any write: the account's own trial first, then the address's.
      if (user.trialStartedAt || (user.subscriptionTier && user.subscriptionTier !== 'free')) return undefined;
      if (oncePerEmail && (await trialEmailUsed(tx, hashes))) return 'email-had-trial';
      const row = await accounts.startTrialOnce(tx, user.id, now, planEndsAt('trial', now)!);
      if (row) await recordTrialEmail(tx, hashes[0], now);
      return row;
    },
    // Two accounts of one address starting trials at once: one of them finds the address used.
    { serializes: 'trial emails' },
  );
  if (started === 'email-had-trial') throw forbidden(TRIAL_USED_BY_EMAIL, 'trial.email_used');
  if (started) return started;
  if (user.trialStartedAt) throw conflict('The free trial has already been used on this account', 'trial.used');
  throw conflict('A trial can only be started from the free plan', 'trial.not_from_free');
}

/** An admin starts a user's trial: only from free, once per account; the address is recorded as having had it. */
export async function startTrial(ctx: AppContext, user: UserRow): Promise<UserRow> {
  return startTrialRecorded(ctx, user, false);
}

/**
 * The user starts their own trial: no card, but a verified e-mail address that never had a trial, on any account,
 * deleted ones included.
 */
export async function startOwnTrial(ctx: AppContext, user: UserRow): Promise<UserRow> {
  if (!user.emailVerifiedAt) throw forbidden(VERIFY_EMAIL_FOR_TRIAL, 'account.email_not_verified');
  return startTrialRecorded(ctx, user, true);
}

/** Addresses of trials taken before they were recorded (once, at start): they count as used too. */
export async function recordPastTrials(db: Db, secret: string): Promise<void> {
  for (const { email, trialStartedAt } of await accounts.listTrialsTaken(db)) await recordTrialEmail(db, trialEmailHash(secret, email), trialStartedAt);
}
