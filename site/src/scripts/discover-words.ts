import { OFFLINE_NEEDS_CONNECTION, OFFLINE_PARTIAL, offlineSpeciesFound, photoCount, speciesFound } from '@catalogue/discover/discover-text';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { isLanguage, pathIn, type Language } from '@rules/languages';
import { statusShown } from '@catalogue/components/result/status-shown';
import type { StatusNames } from '@catalogue/components/result/conservation-words';

/** The words DiscoverBody renders for the script in a language other than English (its root's data-words). */
interface PageWords {
  language: Language;
  /** "{count} Arten gefunden" */
  found: string;
  photo: string;
  photos: string;
  offlineFound: string;
  offlinePartial: string;
  needsConnection: string;
  /** The IUCN categories' names by their English name in lower case. */
  statusNames?: StatusNames;
}

const filled = (text: string, count: number) => text.replace('{count}', String(count));

/**
 * What Discover writes in the browser, in its page's language: counts, each card's name and address. The words come
 * with the page, so the script carries no language's messages; English as discover-text writes it.
 */
export function discoverWords(root: HTMLElement) {
  const words = root.dataset.words ? (JSON.parse(root.dataset.words) as PageWords) : null;
  const language: Language = words && isLanguage(words.language) ? words.language : 'en';
  return {
    found: (count: number) => (words ? filled(words.found, count) : speciesFound(count)),
    offlineFound: (count: number) => (words ? filled(words.offlineFound, count) : offlineSpeciesFound(count)),
    offlinePartial: words?.offlinePartial ?? OFFLINE_PARTIAL,
    needsConnection: words?.needsConnection ?? OFFLINE_NEEDS_CONNECTION,
    photos: (count: number) => (words ? filled(count === 1 ? words.photo : words.photos, count) : photoCount(count)),
    /** A site address ('/species/chromis-viridis/') in the page's language. */
    address: (path: string) => pathIn(language, path),
    name: (card: Pick<DiscoverCard, 'name' | 'names'>) => card.names?.[language] ?? card.name,
    /** A card's conservation status as its badge says it: an IUCN category by its name in the page's language. */
    status: (status: string) => statusShown(status, words?.statusNames),
  };
}
