// ReefID's service worker, served at /sw.js. site/integrations/service-worker.ts writes it into the build with the
// build's VERSION and SHELL filled in. Plain JavaScript, no imports: what is here is all that installs (decision 074).
/* global self, caches, fetch, Response, URL */
const VERSION = '__VERSION__';
/** The app shell: the layout pages and every hashed asset they load, fetched when this version installs. */
const SHELL = __SHELL__;
const OFFLINE_PAGE = '/offline';
const SHELL_CACHE = `reefid-shell-${VERSION}`;
/** Pages and files kept as they are visited: species pages, Discover, its search files, public photos. */
const RUNTIME_CACHE = `reefid-runtime-${VERSION}`;
const RUNTIME_ENTRIES = 400;
/**
 * Discover's name index (catalogue/discover/name-index.ts), kept once Discover was visited so that name search works
 * offline in full (decision 121). A cache of its own: never pushed out by the pages and files kept as visited, and
 * kept by later versions (it is the catalogue's, not the build's; a new format would be a new path).
 */
const NAME_INDEX = '/discover/names/every-name.json';
const NAMES_CACHE = 'reefid-names';
/** A page we have a copy of is shown from the copy when the network takes longer than this (a weak signal at sea). */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Never from a cache: the API (accounts, quotas, another user's data) and pages read from the database per request. */
const NEVER = /^\/(api|shared)(\/|$)/;
/** Files whose name changes with their content (api/src/web/site.ts): a copy is good for ever. */
const IMMUTABLE = /^\/(_astro\/|pagefind\/((part-\d+|router)\/)?(index\/|fragment\/|pagefind\.[\w-]+\.pf_meta$)|pagefind-recent\/|icons\/)/;
/** Pagefind asks for its entry file with a cache-busting `?ts=`: its files are kept under their path alone. */
const PAGEFIND = /^\/pagefind(-recent)?\//;
/** Pages that are one prebuilt shell whatever the id in their path (api/src/web/site.ts's CLIENT_ROUTES). */
const CLIENT_ROUTES = [
  [/^\/identifications\/[^/]+\/?$/, '/identifications'],
  [/^\/dives\/[^/]+\/?$/, '/dives/dive'],
  [/^\/trips\/[^/]+\/?$/, '/trips/trip'],
];

self.addEventListener('install', (event) => {
  // Hashed files may come from the HTTP cache (the page that registered has just loaded many); pages are asked again.
  const request = (url) => new Request(url, { cache: IMMUTABLE.test(url) ? 'default' : 'reload' });
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL.map(request))));
});

// A new version waits until no tab runs the old one (no skipWaiting): an open page keeps the assets it was built
// with. Once active it removes every cache of older versions, and takes the pages of a first install.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('reefid-') && ![SHELL_CACHE, RUNTIME_CACHE, NAMES_CACHE].includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The cache key of a page: its path without query, trailing slash or index.html, its shell's for a client route. */
function pageKey(url) {
  let path = url.pathname.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/$/, '');
  for (const [pattern, shell] of CLIENT_ROUTES) if (pattern.test(path)) path = shell;
  return new URL(path, url.origin).href;
}

/** An answer that may be kept: whole, ours, and not marked private or no-store by the server. */
const storable = (response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected && !/no-store|private/.test(response.headers.get('cache-control') || '');

let puts = 0;
async function keep(key, response) {
  if (new URL(key).pathname === NAME_INDEX) return (await caches.open(NAMES_CACHE)).put(key, response);
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(key, response);
  if (++puts % 20 === 0) {
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_ENTRIES)).map((old) => cache.delete(old)));
  }
}

async function cached(key) {
  if (new URL(key).pathname === NAME_INDEX) return (await caches.open(NAMES_CACHE)).match(key);
  return (await (await caches.open(RUNTIME_CACHE)).match(key)) || (await caches.open(SHELL_CACHE)).match(key);
}

/** From the network, the copy kept; the kept copy when the network fails or is slow; else the offline page. */
async function page(event, url) {
  const key = pageKey(url);
  const copy = await cached(key);
  const network = fetch(event.request).then(async (response) => {
    if (storable(response)) await keep(key, response.clone());
    else if (response.status === 404 || response.status === 410) await (await caches.open(RUNTIME_CACHE)).delete(key);
    return response;
  });
  event.waitUntil(network.catch(() => {}));
  try {
    if (!copy) return await network;
    return await Promise.race([network, new Promise((resolve) => setTimeout(() => resolve(copy), NAVIGATION_TIMEOUT_MS))]);
  } catch {
    return copy || (await cached(pageKey(new URL(OFFLINE_PAGE, url)))) || Response.error();
  }
}

function fileKey(url) {
  return PAGEFIND.test(url.pathname) ? url.origin + url.pathname : url.href;
}

async function cacheFirst(request, key) {
  const copy = await cached(key);
  if (copy) return copy;
  const response = await fetch(request);
  if (storable(response)) await keep(key, response.clone());
  return response;
}

async function networkFirst(request, key) {
  try {
    const response = await fetch(request);
    if (storable(response)) await keep(key, response.clone());
    return response;
  } catch (error) {
    const copy = await cached(key);
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname) || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else event.respondWith((IMMUTABLE.test(url.pathname) ? cacheFirst : networkFirst)(request, fileKey(url)));
});

self.addEventListener('message', (event) => {
  // The first page of a visit loaded before this worker controlled it: it names itself and what it loaded, to keep.
  if (event.data?.type !== 'reefid:keep') return;
  const keepOne = async (href, asPage) => {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
    const key = asPage ? pageKey(url) : fileKey(url);
    if (await cached(key)) return;
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (storable(response)) await keep(key, response);
  };
  event.waitUntil(Promise.allSettled([keepOne(event.data.page, true), ...(event.data.files || []).map((href) => keepOne(href, false))]));
});

// Background Sync: identifications waiting in the outbox are sent by an open page, with its session (decision 074).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'reefid-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage({ type: 'reefid:send-outbox' }))),
  );
});
