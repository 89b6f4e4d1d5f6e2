import { $user } from '../src/features/account/session';
import { $toast, dismissToast } from '../src/ui/toasts';
import { $shownFromDevice } from '../src/features/offline/last-seen';
import type { PublicUser } from '../src/lib/types';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
/** Answers one route; `url` carries the query (a paged list's cursor and limit). */
type Route = (body: unknown, url: URL) => Answer;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API as the browser sees it, at the fetch boundary: answers by "METHOD /path" and records every
 * request, so a test can check exactly what a form sent (and that nothing was sent).
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  // The page asks /api/user only with the signed-in marker (session.ts): routes that answer it stand for a session.
  document.cookie = routes['GET /api/user'] ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:4321');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer = route ? route(body, url) : { status: 404, body: { message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // Like the server, only a body is said to be JSON.
    const type: Record<string, string> = text ? { 'content-type': 'application/json' } : {};
    return new Response(text || null, { status: answer.status, headers: { ...type, ...answer.headers } });
  }) as typeof fetch;
  const originalXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FetchBackedXhr as unknown as typeof XMLHttpRequest;
  return {
    calls,
    /** Requests other than loading the current user. */
    sent: () => calls.filter((call) => !(call.method === 'GET' && call.path === '/api/user')),
    restore: () => {
      globalThis.fetch = original;
      globalThis.XMLHttpRequest = originalXhr;
    },
  };
}

/**
 * The uploads' XMLHttpRequest, answered by the fake above: the body is "sent" at once (one upload progress event),
 * then the route's answer arrives, as a browser would report it.
 */
class FetchBackedXhr {
  status = 0;
  statusText = '';
  response: Blob | null = null;
  withCredentials = false;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answered: Headers = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return [...this.answered].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: BodyInit | null) {
    void (async () => {
      await Promise.resolve();
      if (this.aborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.upload.onload?.();
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        if (this.aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.answered = response.headers;
        this.response = await response.blob();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'diver',
    email: 'diver@example.com',
    emailVerified: true,
    website: null,
    isAdmin: false,
    status: 'active',
    subscriptionTier: 'free',
    subscriptionExpiresAt: null,
    subscriptionCanceledAt: null,
    trialUsed: false,
    isPremium: false,
    freeIdentificationsUsed: 0,
    identificationCount: 0,
    catalogueConsent: false,
    licence: null,
    usePhotoLocation: true,
    isExpert: false,
    expertGroups: null,
    emailDailySummary: false,
    locale: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Stores back to a fresh page: nobody loaded, no toast, nothing carried over, at /. */
export function freshPage(path = '/') {
  $user.set(undefined);
  dismissToast();
  $toast.set(null);
  sessionStorage.clear();
  // The account and its screens last seen are kept on the device (known-account.ts, last-seen.ts).
  localStorage.clear();
  $shownFromDevice.set({});
  window.history.replaceState(null, '', path);
}
