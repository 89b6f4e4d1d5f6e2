import { setDefaultTimeout } from 'bun:test';
import type { TestClient } from '../../api/test-support/harness';
import { bunWeb } from './dom';

// These tests sign in through the real API: argon2 hashing needs more than 5 s on a busy 2-core machine.
setDefaultTimeout(30_000);

/**
 * Runs `work` with Bun's own Request/Response/Headers in place of happy-dom's, whose Request drops
 * the Origin header like a browser does (the API's cross-site guard would then refuse every write).
 */
export async function withBunWeb<T>(work: () => Promise<T>): Promise<T> {
  const dom = { Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers };
  Object.assign(globalThis, bunWeb);
  try {
    return await work();
  } finally {
    Object.assign(globalThis, dom);
  }
}

/** Points the islands' fetch at the real API, in process, as the given signed-in client; returns the undo. */
export function serveApiFrom(client: TestClient): () => void {
  const pageFetch = globalThis.fetch;
  // The page asks /api/user only with the signed-in marker (session.ts), which the real login leaves in a browser.
  document.cookie = 'signed_in=1; path=/';
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { pathname, search } = new URL(String(url), location.href);
    const answer = await withBunWeb(() => client.request(init.method ?? 'GET', pathname + search, body));
    const text = await answer.text();
    return { status: answer.status, ok: answer.ok, statusText: answer.statusText, headers: answer.headers, text: async () => text } as Response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = pageFetch;
  };
}
