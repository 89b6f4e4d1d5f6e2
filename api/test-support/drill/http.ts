import { browserRequest, keepCookies } from '../cookie-jar';
/**
 * One person's browser over HTTP, for the restore drill: keeps its cookies, sends the product's Origin on writes
 * (the server refuses writes from other origins), and never follows redirects (the drill reads them).
 */
export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The session cookie the server set, as a browser would keep it. */
  get session(): string | undefined {
    return this.cookies.get('session');
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const { headers, body: payload } = browserRequest(method, new URL(this.baseUrl).origin, this.cookies, body);
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    keepCookies(this.cookies, response);
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);

  /** The JSON of a call that must answer `status`; anything else throws with what the server said. */
  async expect<T = any>(what: string, response: Promise<Response> | Response, status = 200): Promise<T> {
    const answer = await response;
    const text = await answer.text();
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} (expected ${status}) ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

export const sha256 = (bytes: ArrayBuffer | Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');
