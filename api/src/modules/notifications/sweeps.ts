import type { AppContext } from '../../context';
import { mailerFor } from '../../lib/mail/mailer';
import { accounts } from '../accounts';
import { notify } from './service';
import { countUnreadSince, unreadSince, usersWithUnread } from './repo';
import { summaryMail, SUMMARY_ITEMS } from './summary-mail';
import { sightingIdOf } from './notice-words';
import { identificationsForNotifications as identifications } from '../identifications';
import { DEFAULT_LANGUAGE } from '@rules/languages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A trial's ending is announced this long before it ends. */
export const TRIAL_ENDING_NOTICE_MS = 2 * DAY_MS;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Trials ending within two days are announced, once per trial: the accounts are claimed in one UPDATE, so with
 * several instances sweeping each is announced by one. Returns how many were.
 */
export async function announceEndingTrials(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const ending = await accounts.claimTrialEndingNotices(ctx.db, now, new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS));
  for (const { id, endsAt } of ending) {
    await notify(ctx, id, {
      kind: 'trial-ending',
      text: `Your free trial ends on ${dateFormat.format(endsAt)}. Choose a plan to keep identifying without limits.`,
      link: '/subscription',
    });
  }
  return ending.length;
}

/**
 * The daily summary: one e-mail per UTC day to each user who turned it on, when they have unread notifications
 * that no summary has told them of yet. The day's summary is claimed in one UPDATE before the e-mail goes (one
 * instance sends it); given back when the e-mail could not be sent, so a later sweep tries again. Returns how many
 * were sent.
 */
export async function sendDailySummaries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const unread = await usersWithUnread(ctx.db);
  const newest = new Map(unread.map((row) => [row.userId, row.newest]));
  const due = await accounts.dailySummariesDue(ctx.db, [...newest.keys()], dayStart);
  // Unread notifications the last summary already listed are not news: nothing new, no e-mail.
  const withNews = due.filter((row) => !row.sentAt || newest.get(row.id)! > row.sentAt);
  const since = new Map(withNews.map((row) => [row.id, row.sentAt]));
  const send = mailerFor(ctx.config.mail);
  let sent = 0;
  for (const user of await accounts.claimDailySummaries(ctx.db, [...since.keys()], dayStart, now)) {
    const after = since.get(user.id) ?? null;
    const items = await unreadSince(ctx.db, user.id, after, SUMMARY_ITEMS);
    const more = (await countUnreadSince(ctx.db, user.id, after)) - items.length;
    // In the account's language, its sightings named in it.
    const language = user.locale ?? DEFAULT_LANGUAGE;
    const sightings = await identifications.namedSightings(ctx, user.id, items.flatMap((item) => sightingIdOf(item.link) ?? []), language);
    const names = new Map([...sightings].map(([id, sighting]) => [id, sighting.speciesName]));
    const reader = { email: user.email, username: user.username, language, names };
    const ok = items.length > 0 && (await send(summaryMail(reader, items, more, ctx.config.publicUrl)));
    if (ok) sent++;
    else await accounts.giveBackDailySummary(ctx.db, user.id, now, after);
  }
  return sent;
}
