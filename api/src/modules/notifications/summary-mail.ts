import { escapeHtml } from '@catalogue/render/html';
import {
  email_hello,
  email_summary_intro,
  email_summary_more,
  email_summary_open,
  email_summary_subject_one,
  email_summary_subject_other,
  email_summary_why_html,
  email_summary_why_text,
  email_summary_your_profile,
} from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { Mail } from '../../lib/mail/mailer';
import { noticeIn } from './notice-words';
import type { NotificationRow } from './repo';

/** The most notifications one summary lists; the rest are counted, and the bell shows them all. */
export const SUMMARY_ITEMS = 20;

/** Who a summary goes to, and in what language: the account's (English until it chooses one). */
export interface SummaryReader {
  email: string;
  username: string;
  language: Language;
  /** The reader's sightings the notifications lead to, named in that language (rules/taxon.ts commonName). */
  names: ReadonlyMap<number, string>;
}

/**
 * The daily summary of a user's unread notifications, as text and HTML, each with its link made absolute, in the
 * reader's language. Every value in the HTML is escaped: texts hold species names and words others wrote.
 */
export function summaryMail(reader: SummaryReader, items: NotificationRow[], more: number, publicUrl: URL): Mail {
  const locale = { locale: reader.language };
  const linkOf = (item: NotificationRow) => (item.link ? new URL(item.link, publicUrl).href : null);
  const textOf = (item: NotificationRow) => noticeIn(item, reader.language, reader.names);
  const total = items.length + more;
  const subject = total === 1 ? email_summary_subject_one({}, locale) : email_summary_subject_other({ count: total }, locale);
  const bell = new URL('/history', publicUrl).href;
  const profile = new URL('/profile', publicUrl).href;
  const moreLine = more ? email_summary_more({ count: more }, locale) : '';
  const hello = email_hello({ username: reader.username }, locale);
  const text = [
    hello,
    '',
    email_summary_intro({}, locale),
    '',
    ...items.map((item) => `- ${textOf(item)}${linkOf(item) ? `\n  ${linkOf(item)}` : ''}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    `${email_summary_open({}, locale)}: ${bell}`,
    email_summary_why_text({ link: profile }, locale),
  ].join('\n');
  const li = (item: NotificationRow) => {
    const link = linkOf(item);
    return `<li>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(textOf(item))}</a>` : escapeHtml(textOf(item))}</li>`;
  };
  const profileLink = `<a href="${escapeHtml(profile)}">${email_summary_your_profile({}, locale)}</a>`;
  const html = [
    `<p>${email_hello({ username: escapeHtml(reader.username) }, locale)}</p>`,
    `<p>${email_summary_intro({}, locale)}</p>`,
    `<ul>${items.map(li).join('')}</ul>`,
    moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '',
    `<p><a href="${escapeHtml(bell)}">${email_summary_open({}, locale)}</a></p>`,
    // The catalogues' words are ours, written as HTML may hold them; only the values put into them are escaped.
    `<p>${email_summary_why_html({ profile: profileLink }, locale)}</p>`,
  ].join('\n');
  return { to: reader.email, subject, text, html };
}
