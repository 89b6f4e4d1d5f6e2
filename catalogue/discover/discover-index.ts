import type { DiscoverCard } from './discover-card';
import { queryWords, searchForms, type DiscoverQuery } from './discover-filter';

/**
 * Discover's search index as static files, read by the browser script (the writer is discover-index-files.ts).
 * A card is known by its position in Discover's order; every file carries the version of that order (`v`), so
 * files read across a publish are noticed and read again.
 *
 *   /discover/names/{key}.json  for one key: the names' words, and their endings, starting with its two characters
 *                               ("bl"), each with the positions of the cards whose names have that word; a
 *                               one-character key ("b") has the merged positions of each two-character prefix of
 *                               the words (for a query of one letter, which matches words by their start).
 *   /discover/filters.json      every card's group and IUCN category, two characters per card, by position; and the
 *                               keys of the names files that exist, so a search never asks for one that does not.
 *   /discover/cards/{n}.json    the cards at positions n*CARD_CHUNK to (n+1)*CARD_CHUNK-1, as the grid shows them.
 */

/** Cards per /discover/cards/{n}.json: one "Show more" page, so unfiltered browsing reads one file per page. */
export const CARD_CHUNK = 24;

/** What a card of the grid shows (DiscoverCard without what only search and filters read). */
export type ShownCard = Pick<DiscoverCard, 'slug' | 'name' | 'scientificName' | 'status' | 'photos' | 'image'>;

export interface NamesFile {
  v: string;
  /** Cards in the catalogue. */
  n: number;
  /** [word or prefix, positions: the first, then the differences between neighbours]. */
  words: Array<[string, number[]]>;
}

export interface FiltersFile {
  v: string;
  n: number;
  groups: string[];
  /** Status keys (statusKey): 'least-concern', 'other'. */
  statuses: string[];
  /** Per card, in base 36: its index in `groups`, then in `statuses`. */
  codes: string;
  /** The keys of every names file, sorted. */
  names: string[];
}

export interface CardsFile {
  v: string;
  n: number;
  cards: ShownCard[];
}

const KEY_CHAR = /[a-z0-9]/;
/** A file name's character for a word's character: itself for a-z and 0-9, '_' for any other. */
const keyChar = (char: string) => (KEY_CHAR.test(char) ? char : '_');

/** The names file a word (of a card, or of a query) is found in: its first two characters, or its one. */
export const namesKey = (word: string) => [...word].slice(0, 2).map(keyChar).join('');

export const namesPath = (key: string) => `/discover/names/${key}.json`;
export const cardsPath = (chunk: number) => `/discover/cards/${chunk}.json`;
export const FILTERS_PATH = '/discover/filters.json';

/** The positions of a delta-encoded list. */
export function decodePositions(deltas: number[], into: Uint8Array, mark = 1): void {
  let position = 0;
  for (let i = 0; i < deltas.length; i++) {
    position = i === 0 ? deltas[0]! : position + deltas[i]!;
    into[position] = mark;
  }
}

/** The files a search needs: the names file of each of its words, and the filters (which list the names files). */
export function filesForQuery(query: DiscoverQuery): { names: string[]; filters: boolean } {
  return { names: [...new Set(queryWords(query.q).map(namesKey))], filters: !!(query.status || query.group) };
}

/**
 * The positions of the cards matching a query, in Discover's order: every word of the query is found in a word of
 * the card's names (wordFound in discover-filter.ts), and the card is in the chosen group and category. `names` are the query's names files by
 * key (missing: no word starts so), `filters` the filters file (needed only with a filter set).
 */
export function matchPositions(n: number, query: DiscoverQuery, names: Map<string, NamesFile | null>, filters: FiltersFile | null): number[] {
  const hits = new Uint8Array(n).fill(1);
  for (const word of queryWords(query.q)) {
    const own = new Uint8Array(n);
    const forms = searchForms(word);
    for (const [entry, deltas] of names.get(namesKey(word))?.words ?? []) if (forms.some((form) => entry.startsWith(form))) decodePositions(deltas, own);
    for (let i = 0; i < n; i++) hits[i]! &= own[i]!;
  }
  if (query.status || query.group) {
    if (!filters) throw new Error('the filters file is needed with a filter set');
    const group = filters.groups.indexOf(query.group);
    const status = filters.statuses.indexOf(query.status);
    for (let i = 0; i < n; i++) {
      if (!hits[i]) continue;
      if (query.group && parseInt(filters.codes[2 * i]!, 36) !== group) hits[i] = 0;
      else if (query.status && parseInt(filters.codes[2 * i + 1]!, 36) !== status) hits[i] = 0;
    }
  }
  const positions: number[] = [];
  for (let i = 0; i < n; i++) if (hits[i]) positions.push(i);
  return positions;
}
