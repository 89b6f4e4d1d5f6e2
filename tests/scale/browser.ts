import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/test-support/server-process';
import { browserRequest, keepCookies } from '../../api/test-support/cookie-jar';

/** A small reef photo (320×240 JPEG) for identification uploads. */
export const PHOTO = readFileSync(join(REPO_ROOT, 'eval/sample/clownfish-1.jpg'));

/**
 * Without DATABASE_URL (SCALE_ON_POSTGRES=false) the instances share one SQLite file, where a transaction that read
 * before the other process wrote fails (SQLITE_BUSY_SNAPSHOT) and is answered 500. On that stand-in a browser sends
 * such a request again, as a person would; on PostgreSQL it never does, so there any error fails the check.
 */
const RESENDS_ON_ERROR = process.env.DATABASE_URL ? 0 : 5;

/**
 * A person's browser over HTTP: keeps its cookies whichever instance set them, sends the product's Origin on
 * writes, and, given an address, comes from there (as X-Forwarded-For from the network's edge, which the instances
 * believe because it reaches them from loopback). Each call goes through the load balancer unless `to` names an
 * instance.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly publicUrl: string,
    private readonly ip?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, to = this.publicUrl): Promise<Response> {
    const { headers, body: payload } = browserRequest(method, new URL(this.publicUrl).origin, this.cookies, body);
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    let response = await fetch(`${to}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (let resent = 0; response.status === 500 && resent < RESENDS_ON_ERROR; resent++) {
      response = await fetch(`${to}${path}`, { method, headers, body: payload, redirect: 'manual' });
    }
    keepCookies(this.cookies, response);
    return response;
  }

  get = (path: string, to?: string) => this.request('GET', path, undefined, to);
  post = (path: string, body?: unknown, to?: string) => this.request('POST', path, body, to);
  put = (path: string, body?: unknown, to?: string) => this.request('PUT', path, body, to);

  /** Registers `username` (password "secret-pass", e-mail username@example.com) and stays signed in. */
  async register(username: string, to?: string): Promise<void> {
    const response = await this.post('/api/register', { username, password: 'secret-pass', email: `${username}@example.com` }, to);
    if (response.status !== 201) throw new Error(`registering ${username}: ${response.status} ${await response.text()}`);
  }

  signIn(username: string, password = 'secret-pass', to?: string): Promise<Response> {
    return this.post('/api/login', { username, password }, to);
  }

  /** Uploads a photo for identification. */
  identify(to?: string): Promise<Response> {
    const form = new FormData();
    form.append('image', new File([PHOTO], 'reef.jpg', { type: 'image/jpeg' }));
    return this.post('/api/identify', form, to);
  }
}
