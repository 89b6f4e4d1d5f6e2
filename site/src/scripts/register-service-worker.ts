/**
 * Registers /sw.js once the page has loaded and its load handlers have run, so that it never competes with the first paint (decision 074).
 * A first visit's page loaded before the worker controlled it: once the worker is ready, the page names itself and
 * the files it loaded, and the worker keeps them for offline use too.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const REGISTER_MARK = 'reefid:sw-register';

async function register(): Promise<void> {
  performance.mark(REGISTER_MARK);
  const controlled = !!navigator.serviceWorker.controller;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if (controlled) return;
  const registration = await navigator.serviceWorker.ready;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/`));
  registration.active?.postMessage({ type: 'reefid:keep', page: location.href, files });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the load event's handlers: setTimeout runs once they have all returned.
  const start = () => setTimeout(() => void register().catch(() => {}), 0); // no worker (an old browser, private mode): the site works as before
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
