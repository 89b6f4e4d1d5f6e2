import { email_notice_disputed, email_notice_published, email_notice_reviewed, email_notice_trial_ending, email_notice_unpublished, email_notice_verified } from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { NotificationKind } from './model';
import type { NotificationRow } from './repo';

/** The sighting a notification's link leads to: /identifications/N names it. */
export const sightingIdOf = (link: string | null) => Number(/^\/identifications\/(\d+)$/.exec(link ?? '')?.[1]) || null;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What the English words of a notification carry (sweeps.ts, catalogue publishing): the photo's name, the trial's end. */
const NAMED = /^Your photo of (.+) (?:is now in|was taken out of) the public catalogue\.$/;
const ENDS_ON = /^Your free trial ends on (\d{1,2}) ([A-Z][a-z]+) (\d{4})\./;

function endOfTrial(text: string, language: Language): string | null {
  const [, day, month, year] = ENDS_ON.exec(text) ?? [];
  const index = MONTHS.indexOf(month ?? '');
  if (!day || index < 0) return null;
  const date = new Date(Date.UTC(Number(year), index, Number(day)));
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A notification's line under the bell or in an e-mail, in `language`. Notifications keep their English words; another language
 * says its kind's sentence, naming the photo as `names` (its sighting's name in that language) or, for a page's
 * photo, as the English words did, and the trial's end in the language's date. Words it cannot read stay as kept.
 */
export function noticeIn(item: NotificationRow, language: Language, names: ReadonlyMap<number, string>): string {
  if (language === 'en') return item.text;
  const locale = { locale: language };
  const name = () => names.get(sightingIdOf(item.link) ?? 0) ?? NAMED.exec(item.text)?.[1];
  const kind = item.kind as NotificationKind;
  if (kind === 'reviewed') return email_notice_reviewed({}, locale);
  if (kind === 'verified') return email_notice_verified({}, locale);
  if (kind === 'disputed') return email_notice_disputed({}, locale);
  if (kind === 'published' || kind === 'unpublished') {
    const named = name();
    if (!named) return item.text;
    return (kind === 'published' ? email_notice_published : email_notice_unpublished)({ name: named }, locale);
  }
  const date = endOfTrial(item.text, language);
  return date ? email_notice_trial_ending({ date }, locale) : item.text;
}
