/**
 * A real SMTP server (the `smtp-server` package) that accepts every message and keeps it, for the test suites and
 * `npm run demo`: the product sends through nodemailer exactly as it does to a real mail server. `npm start`
 * never uses it. Being a real server it needs no recording; test-support/contracts/smtp.test.ts holds its reading of
 * a message to what nodemailer sends.
 *
 *   bun api/src/fakes/smtp.ts --port 4409 [--dir <folder>]
 *   with --dir, each message is also written there as <n>.json ({ from, to, subject, text }) for other processes
 *   (the browser suite) to read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope sender and recipients, as the SMTP conversation gave them. */
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, with its transfer encoding undone. */
  text: string;
  /** The HTML part of a multipart/alternative message, when it has one. */
  html?: string;
}

export interface FakeSmtp {
  /** For SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /**
   * The newest message to `address` (case-insensitive), waiting up to `timeoutMs` for it; `from` keeps only the
   * messages of one sender (one test app each), `since` only those received after `messages.length` was `since`.
   */
  waitFor(address: string, options?: { from?: string; since?: number; timeoutMs?: number }): Promise<CapturedMail>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes a header with non-ASCII characters (`=?UTF-8?Q?R=C3=A9cif?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeBody(body: string, encoding: string): string {
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n').trimEnd();
}

function splitEntity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { body, header };
}

/**
 * Headers and the text body of a message: a single-part one, or a multipart/alternative one (text and HTML, as
 * nodemailer writes a mail given both) whose parts are read the same way.
 */
export function parseMessage(raw: string): { subject: string; text: string; html?: string } {
  const { body, header } = splitEntity(raw);
  const subject = decodeHeader(header('Subject'));
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (!/^multipart\//i.test(header('Content-Type')) || !boundary) {
    return { subject, text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()) };
  }
  const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => splitEntity(part.replace(/^\r?\n/, '')));
  const partOf = (type: string) => parts.find((part) => part.header('Content-Type').toLowerCase().startsWith(type));
  const read = (part: ReturnType<typeof splitEntity> | undefined) => part && decodeBody(part.body, part.header('Content-Transfer-Encoding').toLowerCase());
  const html = read(partOf('text/html'));
  return { subject, text: read(partOf('text/plain')) ?? '', ...(html === undefined ? {} : { html }) };
}

export async function startFakeSmtp(options: { port?: number; dir?: string; onMessage?: (mail: CapturedMail) => void } = {}): Promise<FakeSmtp> {
  const messages: CapturedMail[] = [];
  const waiting: Array<() => void> = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Any user name and password are accepted, so SMTP_URL may carry them as in production.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        };
        messages.push(mail);
        if (options.dir) writeFileSync(join(options.dir, `${messages.length}.json`), JSON.stringify(mail));
        options.onMessage?.(mail);
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const newestTo = (address: string, from?: string, since = 0) =>
    messages
      .slice(since)
      .findLast((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && (!from || mail.from === from));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(address, { from, since, timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = newestTo(address, from, since);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const fake = await startFakeSmtp({ port: Number(arg('port') ?? 4409), dir: arg('dir') });
  console.log(`Fake SMTP server on ${fake.url}${arg('dir') ? `, keeping messages in ${arg('dir')}` : ''}`);
}
