import { createApp } from '../app';
import type { AppContext } from '../context';
import { openDatabase } from '../db/client';
import { loadConfig, type Config } from '../env';
import { recordClientIp } from '../lib/client-ip';
import { startFakeWorms, type FakeWorms } from '../fakes/worms';

let sharedWorms: FakeWorms | undefined;
/** One fake WoRMS for every test app that does not bring its own: tests never reach the real service. */
export function sharedFakeWorms(): FakeWorms {
  sharedWorms ??= startFakeWorms();
  return sharedWorms;
}

export const ORIGIN = 'http://localhost:4321';

/**
 * A fresh app on its own in-memory database, driven in-process with `app.handle` (no port).
 * `client` keeps cookies between calls like a browser and sends our Origin on writes.
 */
export function testApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const source: Record<string, string> = { DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), ...env };
  source.WORMS_API_URL ??= sharedFakeWorms().url;
  const config = { ...loadConfig(source), ...overrides };
  const { db, sqlite } = openDatabase(':memory:');
  let clock: Date | undefined;
  const ctx: AppContext = { db, config, now: () => clock ?? new Date() };
  const app = createApp(ctx);
  return {
    ctx,
    app,
    sqlite,
    /** Freezes (or moves) the app's clock. */
    setNow(date: Date | undefined) {
      clock = date;
    },
    client: (options: { ip?: string } = {}) => new TestClient(app, options.ip ?? '127.0.0.1'),
  };
}

export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private app: ReturnType<typeof createApp>,
    private ip: string,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers } };
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in init.headers)) init.headers.origin = ORIGIN;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    if (this.cookies.size) init.headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const request = new Request(`${ORIGIN}${path}`, init);
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

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
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
