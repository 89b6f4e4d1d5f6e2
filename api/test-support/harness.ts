import { treaty } from '@elysiajs/eden';
import type { ErrorCode } from '@rules/error-codes';
import { createApp, type App } from '../src/app';
import type { AppContext } from '../src/context';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client';
import { openScratchDatabase } from '../src/db/scratch';
import { loadConfig, type Config } from '../src/env';
import { recordClientIp } from '../src/lib/client-ip';
import { startFakeObis, type FakeObis } from '../src/fakes/obis';
import { startFakeWorms, type FakeWorms } from '../src/fakes/worms';
import { startFakeSmtp, type CapturedMail, type FakeSmtp } from '../src/fakes/smtp';
import { catalogueFollower } from '../src/modules/catalogue';
import { diveMatcher } from '../src/modules/dives';
import { reviewLedger } from '../src/modules/reviews';

let sharedWorms: FakeWorms | undefined;
/** One fake WoRMS for every test app that does not bring its own: tests never reach the real service. */
export function sharedFakeWorms(): FakeWorms {
  sharedWorms ??= startFakeWorms();
  return sharedWorms;
}

let sharedObis: FakeObis | undefined;
/** One fake OBIS for every test app that does not bring its own. */
export function sharedFakeObis(): FakeObis {
  sharedObis ??= startFakeObis();
  return sharedObis;
}

let sharedSmtp: Promise<FakeSmtp> | undefined;
/** One fake SMTP server for every test app: each app sends from its own address, and reads only its own mail. */
export function sharedFakeSmtp(): Promise<FakeSmtp> {
  sharedSmtp ??= startFakeSmtp();
  return sharedSmtp;
}
const smtp = await sharedFakeSmtp();
let apps = 0;

export const ORIGIN = 'http://localhost:4321';

/** Runs SQL written for both databases in a test (`app.sql\`UPDATE …\``): its rows, if it returns any. */
const sqlOn =
  (db: Db) =>
  <T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> =>
    rowsOf<T>(db, sql(strings, ...values) as SQL);

/** The verification link in an e-mail the product sent. */
export function verificationLink(mail: CapturedMail): string {
  const link = /https?:\/\/\S+\/api\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

/**
 * A fresh app on its own in-memory database, driven in-process with `app.handle` (no port).
 * `client` keeps cookies between calls like a browser and sends our Origin on writes; its `api` is the same browser
 * through the typed client.
 */
export async function testApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const source: Record<string, string> = { DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), ...env };
  source.WORMS_API_URL ??= sharedFakeWorms().url;
  source.OBIS_API_URL ??= sharedFakeObis().url;
  source.SMTP_URL ??= smtp.url;
  source.MAIL_FROM ??= `reefid-app-${++apps}@test.example`;
  const config = { ...loadConfig(source), ...overrides };
  const { db, sqlite } = await openScratchDatabase();
  let clock: Date | undefined;
  const ctx: AppContext = { db, config, now: () => clock ?? new Date(), catalogueFollower, diveMatcher, reviewLedger };
  const app = createApp(ctx);
  const from = config.mail.from;
  return {
    ctx,
    app,
    /** The SQLite handle, for the few checks of how SQLite itself stores things (null on PostgreSQL). */
    sqlite,
    /** Runs SQL in the app's database, for a test's setup and checks: values are bound, never spliced in. */
    sql: sqlOn(db),
    smtp,
    /** The newest e-mail this app sent to `address`, waiting for it a moment (`since`: the mailbox count before). */
    mailTo: (address: string, since?: number) => smtp.waitFor(address, { from, since }),
    /** Follows the newest verification link sent to the client's user, as its owner would from the e-mail. */
    async verifyEmail(browser: TestClient) {
      const user = await (await browser.get('/api/user')).json();
      const link = new URL(verificationLink(await smtp.waitFor(user.email, { from })));
      return browser.get(link.pathname + link.search);
    },
    /** Freezes (or moves) the app's clock. */
    setNow(date: Date | undefined) {
      clock = date;
    },
    client: (options: { ip?: string } = {}) => new TestClient(app, options.ip ?? '127.0.0.1'),
    /** A new client, registered as `username` (`extra`: the sign-up's other fields) and signed in. */
    async signUp(username = 'diver', extra: Record<string, string> = {}) {
      const browser = new TestClient(app, '127.0.0.1');
      await browser.register(username, extra);
      return browser;
    },
  };
}

/** What JSON does to an answer's type: a date arrives as its ISO text (the client leaves it so: `parseDate: false`). */
type Sent<T> = T extends Date ? string : T extends Array<infer Item> ? Array<Sent<Item>> : T extends object ? { [K in keyof T]: Sent<T[K]> } : T;
/** The body the app's error handler writes for every route (decision 070): `{ code, message }`, rarely with more. */
type ErrorBody = { code: ErrorCode; message: string } & Record<string, unknown>;
type WireAnswer<R> = R extends { error: null; data: infer Data }
  ? Omit<R, 'data'> & { data: Sent<Data> }
  : R extends { data: null }
    ? Omit<R, 'error'> & { error: { status: number; value: ErrorBody } }
    : R;
/** Eden's client with each answer typed as it arrives over the wire. */
type Wire<T> = T extends (...args: infer Args) => infer R
  ? ((...args: Args) => R extends Promise<infer Answer> ? Promise<WireAnswer<Answer>> : Wire<R>) & { [K in keyof T]: Wire<T[K]> }
  : T extends object
    ? { [K in keyof T]: Wire<T[K]> }
    : T;

const typedClient = (send: (request: Request) => Promise<Response>) =>
  treaty<App>(ORIGIN, {
    parseDate: false,
    // Bun's type of fetch also carries preconnect, which the client never calls.
    fetcher: Object.assign((input: RequestInfo | URL, init?: RequestInit) => send(new Request(input, init)), { preconnect: fetch.preconnect }),
  }).api as unknown as Wire<ReturnType<typeof treaty<App>>['api']>;

export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private app: ReturnType<typeof createApp>,
    private ip: string,
  ) {}

  /**
   * The app through Eden's typed client (`treaty<App>`), as the site calls it: a renamed route or field is a type
   * error in the test. Same browser as the raw calls: its cookies, address and Origin. Dates stay ISO text, as
   * JSON carries them; an error answer is `error.value` (the `{ code, message }` body) with `status`.
   */
  readonly api = typedClient((request) => this.send(request));

  /** Raw requests: for what the typed client cannot send (malformed bodies, foreign origins, odd headers). */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers }, signal };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    return this.send(new Request(`${ORIGIN}${path}`, init));
  }

  /** Sends a request as this browser: our Origin on writes unless the test set one, its cookies; keeps the cookies set. */
  async send(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.headers.has('origin')) request.headers.set('origin', ORIGIN);
    if (this.cookies.size) request.headers.set('cookie', this.cookieHeader());
    recordClientIp(request, this.ip);
    const response = await this.app.handle(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** The Cookie header this client's browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>, signal?: AbortSignal) => this.request('POST', path, body, headers, signal);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', path, body, headers);

  /** Registers and stays signed in; returns the public user. */
  async register(username = 'diver', extra: Record<string, string> = {}) {
    const response = await this.post('/api/register', {
      username,
      password: 'secret-pass',
      email: `${username}@example.com`,
      ...extra,
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    return response.json();
  }
}
