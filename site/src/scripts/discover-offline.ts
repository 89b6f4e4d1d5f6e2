import type { CardsFile, ShownCard } from '@catalogue/discover/discover-index';
import { NAME_INDEX_PATH, NameIndex, type NameIndexFile, type NamedCard } from '@catalogue/discover/name-index';

/**
 * Discover's name index on the device (decision 121): kept by the service worker once Discover was visited, read
 * when the search's own files cannot be, so that a search offline is answered in full.
 */

/** A card shown from the name index: its photo count and picture only where this device kept them. */
export type HeldCard = Omit<ShownCard, 'k' | 'photos'> & { photos: number | null };

/**
 * Asks the service worker to keep the name index (again: a visit online brings its copy up to date). A page the
 * worker controls fetches it through the worker, which keeps what it fetches; a first visit's page, loaded before
 * the worker took it, names it for the worker to fetch.
 */
export async function keepNameIndex(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return; // no worker in this browser: nothing could keep it
  const registration = await workers.ready;
  if (workers.controller) await (await fetch(NAME_INDEX_PATH)).body?.cancel();
  else registration.active?.postMessage({ type: 'reefid:keep', page: location.href, files: [NAME_INDEX_PATH] });
}

/** The name index as this device holds it (the network's when there is one); null when it cannot be read. */
export async function heldNameIndex(): Promise<NameIndex | null> {
  try {
    const response = await fetch(NAME_INDEX_PATH);
    if (!response.ok) return null;
    return new NameIndex((await response.json()) as NameIndexFile);
  } catch {
    return null;
  }
}

/** Every card of the chunks this device's caches hold, by slug: what a card shows beyond the name index. */
async function keptChunkCards(): Promise<Map<string, ShownCard>> {
  const cards = new Map<string, ShownCard>();
  if (typeof caches === 'undefined') return cards;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith('/discover/cards/')) continue;
      const file = (await (await cache.match(request))?.json().catch(() => null)) as CardsFile | null;
      for (const card of file?.cards ?? []) cards.set(card.slug, card);
    }
  }
  return cards;
}

/** The first of a card's pictures (its src, then each of its srcsets' files) this device's caches hold; else null. */
async function keptPicture(image: ShownCard['image']): Promise<string | null> {
  if (!image || typeof caches === 'undefined') return null;
  const srcset = (value?: string) => (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!).filter(Boolean);
  for (const url of [image.src, ...srcset(image.avif), ...srcset(image.webp)]) if (await caches.match(url)) return url;
  return null;
}

/** The cards to show for these results of the name index: from a kept chunk where there is one, a picture only if kept. */
export async function heldCards(found: NamedCard[]): Promise<HeldCard[]> {
  const kept = found.length > 0 ? await keptChunkCards() : new Map<string, ShownCard>();
  return Promise.all(
    found.map(async ({ slug, name, scientificName, status }): Promise<HeldCard> => {
      const card = kept.get(slug);
      const picture = await keptPicture(card?.image ?? null);
      return { slug, name, ...(card?.names ? { names: card.names } : {}), scientificName, status, photos: card?.photos ?? null, image: picture ? { src: picture } : null };
    }),
  );
}
