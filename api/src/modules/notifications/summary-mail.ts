import { escapeHtml } from '@catalogue/render/html';
import type { Mail } from '../../lib/mail/mailer';
import type { NotificationRow } from './repo';

/** The most notifications one summary lists; the rest are counted, and the bell shows them all. */
export const SUMMARY_ITEMS = 20;

/**
 * The daily summary of a user's unread notifications, as text and HTML, each with its link made absolute. Every
 * value in the HTML is escaped: texts hold species names and words others wrote.
 */
export function summaryMail(to: string, username: string, items: NotificationRow[], more: number, publicUrl: URL): Mail {
  const linkOf = (item: NotificationRow) => (item.link ? new URL(item.link, publicUrl).href : null);
  const total = items.length + more;
  const subject = total === 1 ? 'ReefID: 1 new notification' : `ReefID: ${total} new notifications`;
  const bell = new URL('/history', publicUrl).href;
  const moreLine = more ? `…and ${more} more: open ReefID to see them all.` : '';
  const text = [
    `Hello ${username},`,
    '',
    `Here is what happened since your last summary:`,
    '',
    ...items.map((item) => `- ${item.text}${linkOf(item) ? `\n  ${linkOf(item)}` : ''}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    `Open ReefID: ${bell}`,
    `You get this e-mail because "E-mail me a daily summary" is on in your profile: ${new URL('/profile', publicUrl).href}`,
  ].join('\n');
  const li = (item: NotificationRow) => {
    const link = linkOf(item);
    return `<li>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(item.text)}</a>` : escapeHtml(item.text)}</li>`;
  };
  const html = [
    `<p>Hello ${escapeHtml(username)},</p>`,
    '<p>Here is what happened since your last summary:</p>',
    `<ul>${items.map(li).join('')}</ul>`,
    moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '',
    `<p><a href="${escapeHtml(bell)}">Open ReefID</a></p>`,
    `<p>You get this e-mail because "E-mail me a daily summary" is on in <a href="${escapeHtml(new URL('/profile', publicUrl).href)}">your profile</a>.</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
