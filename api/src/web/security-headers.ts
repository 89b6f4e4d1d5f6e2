import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOfPath } from '@rules/languages';
import { tileOrigin, type Config } from '../env';

/** Stripe.js and the frames and calls it makes: allowed on the checkout page only. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const CHECKOUT_PAGES = /^\/checkout\/?$/;
/** Discover's full-text search runs Pagefind's WebAssembly, in every language (/de/discover). */
const WASM_PAGES = /^\/discover\/?$/;

/** An executable inline <script> (no src, no data type such as JSON-LD) and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\btype=["']?(application\/(ld\+)?json|text\/template)/i;

/** The CSP source of each inline script of a page: 'sha256-…'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline scripts of the built site: Astro's island loaders, the same on every page. Species pages come
 * from the catalogue's templates, which are read here, so the thousands of built species pages are skipped.
 */
export function siteScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no built site (API-only tests): no inline scripts to allow
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(depth === 0 && ['species', 'pagefind', '_astro'].includes(entry.name))) walk(path, depth + 1);
      } else if (entry.name.endsWith('.html')) {
        for (const hash of inlineScriptHashes(readFileSync(path, 'utf8'))) hashes.add(hash);
      }
    }
  };
  walk(siteDir, 0);
  return [...hashes].sort();
}

/** The kinds of page whose policies differ: the checkout (Stripe), Discover (WebAssembly) and every other page. */
type PageKind = 'checkout' | 'wasm' | 'page';
const PAGE_KINDS: PageKind[] = ['checkout', 'wasm', 'page'];
const kindOf = (pathname: string): PageKind => (CHECKOUT_PAGES.test(pathname) ? 'checkout' : WASM_PAGES.test(languageOfPath(pathname).route) ? 'wasm' : 'page');

/**
 * The Content-Security-Policy of a kind of page. Maps load their tiles straight from the tile server
 * (MAP_TILE_URL), so its origin may serve images (decision 072).
 */
export function contentSecurityPolicy(kind: PageKind, scriptHashes: string[], stripeApiOrigin?: string, tileImageOrigin?: string): string {
  const checkout = kind === 'checkout';
  const script = ["'self'", ...scriptHashes, ...(kind === 'wasm' ? ["'wasm-unsafe-eval'"] : []), ...(checkout ? STRIPE.script : [])];
  const connect = ["'self'", ...(checkout ? [...STRIPE.connect, ...(stripeApiOrigin ? [stripeApiOrigin] : [])] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline style attributes cannot run code; React's style props need them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileImageOrigin ? ` ${tileImageOrigin}` : ''}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${checkout ? STRIPE.frame.join(' ') : "'none'"}`,
    // The service worker (/sw.js) and the web app manifest, both ours (decision 074).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers on every answer, page, file or API call alike. */
export function baseSecurityHeaders(config: Config): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.publicUrl.protocol === 'https:' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Adds the security headers to a response of ours: the CSP on HTML pages, `no-store` on API answers that did not
 * choose their caching (most depend on the session). Headers a response already set are kept.
 */
export function securityHeaders(config: Config, siteDir: string) {
  const base = Object.entries(baseSecurityHeaders(config));
  const hashes = siteScriptHashes(siteDir);
  const stripeApiOrigin = config.stripe.apiUrl?.origin;
  const tiles = tileOrigin(config.maps);
  // The policy depends only on the kind of page: made once for each kind, not for every answer.
  const policies = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, contentSecurityPolicy(kind, hashes, stripeApiOrigin, tiles)])) as Record<PageKind, string>;
  return (response: Response, pathname: string, api: boolean): Response => {
    const headers = response.headers;
    for (const [name, value] of base) if (!headers.has(name)) headers.set(name, value);
    if (api) {
      if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
    } else if (headers.get('content-type')?.startsWith('text/html') && !headers.has('content-security-policy')) {
      headers.set('content-security-policy', policies[kindOf(pathname)]);
    }
    return response;
  };
}
