/**
 * E-mail addresses as mailboxes. "One free trial per e-mail address" means per mailbox: the addresses that reach
 * one inbox must share it, and an address must not pass for another by looking like it.
 */
import { isSingleScript, LOOKALIKES } from './username';

const ASCII = /^[\x00-\x7f]*$/;

/**
 * What a plain address never holds: the characters mail software reads as a display name, a route or a group
 * (`<>`, `:`, `;`), a comment (`()`), a list (`,`), a quoted local part and its escapes (`"`, `\`), a domain literal
 * (`[]`), spacing and control characters. Given any of them, nodemailer parses `x<diver@gmail.com>` or
 * `diver(1)@gmail.com` as diver@gmail.com, while the text itself is a new mailbox for every spelling.
 */
const NOT_PLAIN = /[\s\x00-\x1f\x7f"(),:;<>[\]\\]/;
/** A dot that starts or ends a part, or two in a row: mail software sends such a local part quoted, as another spelling. */
const MISPLACED_DOT = /^\.|\.\.|\.@|@\./;

/** Gmail delivers d.iver@ and diver@ alike, and googlemail.com is gmail.com. */
const GMAIL = 'gmail.com';
const GMAIL_ALIASES = new Set([GMAIL, 'googlemail.com']);

function parts(email: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  return at < 0 ? { local: email, domain: '' } : { local: email.slice(0, at), domain: email.slice(at + 1) };
}

const latinLookalikes = (text: string) => [...text].map((char) => LOOKALIKES[char] ?? char).join('');

/**
 * The mailbox an address reaches, the form in which two addresses are one: NFKC (full-width "ｄiver" is "diver"),
 * lower case, the quotes around a quoted local part dropped, its "+tag" dropped, letters that only look like Latin
 * ones (see `hasLookalikeLocalPart`) mapped to them, and for Gmail the dots dropped and googlemail.com read as
 * gmail.com.
 */
export function mailboxKey(email: string): string {
  const { local: written, domain: writtenDomain } = parts(email.normalize('NFKC').trim().toLowerCase());
  const unquoted = /^".*"$/.test(written) ? written.slice(1, -1).replace(/\\(.)/g, '$1') : written;
  const untagged = unquoted.replace(/\+.*$/, '');
  let local = hasLookalikeLocalPart(`${untagged}@`) ? latinLookalikes(untagged) : untagged;
  let domain = writtenDomain.replace(/\.$/, '');
  if (GMAIL_ALIASES.has(domain)) {
    domain = GMAIL;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/**
 * Whether an address is plain `local@domain`, sent as it is written: none of the characters above, in the text as
 * given or in its NFKC form (full-width `＜` is `<`), and no misplaced dot. Whether it has one @ and a dotted domain
 * is `isEmail`'s question.
 */
export function isPlainAddress(email: string): boolean {
  return ![email, email.normalize('NFKC')].some((form) => NOT_PLAIN.test(form) || MISPLACED_DOT.test(form));
}

/**
 * Whether the part before the @ only looks like Latin letters: it mixes alphabets ("dіver" with a Cyrillic і), or
 * every letter of another alphabet in it has a Latin look-alike ("аса" in Cyrillic). Refused where an address is
 * given; a name in one other alphabet ("δοκιμή") is kept.
 */
export function hasLookalikeLocalPart(email: string): boolean {
  const { local } = parts(email.normalize('NFKC'));
  if (ASCII.test(local)) return false;
  if (!isSingleScript(local)) return true;
  return ASCII.test(latinLookalikes(local.toLowerCase()));
}
