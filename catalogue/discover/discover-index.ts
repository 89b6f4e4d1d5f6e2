import type { DiscoverCard } from './discover-card';
import { PART_CHARS, queryWords, searchForms, type DiscoverQuery } from './discover-filter';

/**
 * Discover's search index as static files, read by the browser script (the writer is discover-index-files.ts).
 * Nothing in it counts cards from the start of the list, so one card's addition, removal or change rewrites a
 * number of files that does not grow with the catalogue (decision 102):
 *
 *   /discover/cards/{chunk}.json     a run of neighbouring cards, as the grid shows them, each with its key in the
 *                                    chunk, and the next chunk's name. A card starts a new chunk when its slug's
 *                                    hash says so (one in CHUNK_CARDS), so a chunk depends only on its own cards;
 *                                    it is named by a hash of its first card's slug, the first chunk FIRST_CHUNK
 *                                    (where browsing without a search starts).
 *   /discover/names/{key}.json       the names' words by key (namesKey). A key of two characters lists the cards
 *                                    with a word starting with them; a key of three has every part of a word from
 *                                    three characters on that starts with them, each with its cards. Cards are codes
 *                                    (cardCode) over the file's own list of chunks, in Discover's order.
 *   /discover/names/keys.json        the keys of every names file there is, so that a search asks for none that
 *                                    is not (a 404 is an error in the browser's console).
 *   /discover/names/group-{group}.json, status-{status}.json
 *                                    the cards of one group or IUCN category (filterKey), as codes too: read only
 *                                    when that filter is chosen.
 *   /discover/names/every-name.json  the name index a device keeps for offline search (name-index.ts).
 *
 * A file read before a publish and one read after it disagree only where a card moved: a code naming a chunk
 * that no longer exists, or a key its chunk no longer has; or, browsing, a chunk whose cards do not follow the last
 * one shown. The script then reads every file again from the server (scripts/discover.ts, ListChanged).
 */

/** Cards per chunk on average: one "Show more" page. */
export const CHUNK_CARDS = 24;
/** Keys a card can have in its chunk: from a hash of its slug, the next free one when taken (a chunk has fewer cards). */
export const KEY_SPACE = 256;
/** Characters of a chunk's name (base 36): names are listed in every names file without separators. */
export const CHUNK_NAME = 4;

/** What a card of the grid shows (DiscoverCard without what only search and filters read), and its key in its chunk. */
export type ShownCard = Pick<DiscoverCard, 'slug' | 'name' | 'names' | 'scientificName' | 'status' | 'photos' | 'image'> & { k: number };

export interface CardsFile {
  /** The next chunk's name in Discover's order; null for the last. */
  next: string | null;
  cards: ShownCard[];
  /** In the first chunk only: every card's count, for browsing without a search. */
  total?: number;
}

/** Cards as codes: chunk number in `chunks` times KEY_SPACE plus the card's key, ascending, stored as gaps. */
export interface CardList {
  /** The names (CHUNK_NAME characters each) of the chunks the codes name, in Discover's order, one after another. */
  chunks: string;
  cards: number[];
}

export interface NamesFile {
  chunks: string;
  /** [part of a word; its cards as gaps between codes over `chunks`]. */
  words: Array<[string, number[]]>;
}

/** The names files there are: the keys of two characters, and by two characters the third of those of three. */
export interface KeysFile {
  /** Separated by spaces. */
  short: string;
  parts: Record<string, string>;
}

export const KEYS_PATH = '/discover/names/keys.json';

/** Whether a names key has a file. */
export function hasNamesFile(keys: KeysFile, key: string): boolean {
  if (key.length < PART_CHARS) return ` ${keys.short} `.includes(` ${key} `);
  return keys.parts[key.slice(0, 2)]?.includes(key.slice(2)) ?? false;
}

/** A card as a search result: its chunk and its key there. */
export interface CardRef {
  chunk: string;
  key: number;
}

export const cardCode = (chunk: number, key: number) => chunk * KEY_SPACE + key;

/**
 * The names file a query word (or an indexed part) is found in: its first one, two or three characters, each
 * itself for a-z and 0-9 and '_' for any other.
 */
export function namesKey(word: string): string {
  let key = '';
  let count = 0;
  for (const char of word) {
    if (count++ === PART_CHARS) break;
    const code = char.charCodeAt(0);
    key += char.length === 1 && ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) ? char : '_';
  }
  return key;
}

export const namesPath = (key: string) => `/discover/names/${key}.json`;
export const cardsPath = (chunk: string) => `/discover/cards/${chunk}.json`;
/** The first chunk's name: browsing without a search starts there. */
export const FIRST_CHUNK = '0'.repeat(CHUNK_NAME);
/** The names key of a filter's file: longer than any word's key (namesKey), so no word has it. */
export const filterKey = (filter: 'group' | 'status', value: string) => `${filter}-${value}`;

/** The codes of a gap-encoded list. */
export function decodeCodes(gaps: number[]): number[] {
  const codes = new Array<number>(gaps.length);
  let code = 0;
  for (let i = 0; i < gaps.length; i++) codes[i] = code = i === 0 ? gaps[0]! : code + gaps[i]!;
  return codes;
}

/** The files a search needs: the names file of each of its words, and the file of each filter chosen. */
export function filesForQuery(query: DiscoverQuery): { names: string[]; group: string | null; status: string | null } {
  return {
    names: [...new Set(queryWords(query.q).map(namesKey))],
    group: query.group ? filterKey('group', query.group) : null,
    status: query.status ? filterKey('status', query.status) : null,
  };
}

const refsOf = (chunks: string, codes: Iterable<number>): CardRef[] => {
  const refs: CardRef[] = [];
  for (const code of codes) {
    const at = Math.floor(code / KEY_SPACE) * CHUNK_NAME;
    refs.push({ chunk: chunks.slice(at, at + CHUNK_NAME), key: code % KEY_SPACE });
  }
  return refs;
};
const refId = (ref: CardRef) => `${ref.chunk}/${ref.key}`;

/** The cards of one query word in its names file (null: no word has it), in chunk order. */
function wordCards(word: string, file: NamesFile | CardList | null): CardRef[] {
  if (!file) return [];
  if ('cards' in file) return refsOf(file.chunks, decodeCodes(file.cards)); // a short word: the file is its cards
  const forms = searchForms(word);
  const codes = new Set<number>();
  for (const [entry, gaps] of file.words) if (forms.some((form) => entry.startsWith(form))) for (const code of decodeCodes(gaps)) codes.add(code);
  return refsOf(file.chunks, [...codes].sort((a, b) => a - b));
}

/**
 * The cards matching a query, in Discover's order of chunks (within a chunk by key: the script puts a chunk's cards
 * in its order once read): every word of the query is found in a word of the card's names (wordFound in
 * discover-filter.ts), and the card is in the chosen group and category. `names` are the query's names files by
 * key (null: no word starts so), `group` and `status` the files of the filters chosen. Null for a blank query.
 */
export function matchCards(query: DiscoverQuery, names: Map<string, NamesFile | CardList | null>, group: CardList | null, status: CardList | null): CardRef[] | null {
  const lists: CardRef[][] = queryWords(query.q).map((word) => wordCards(word, names.get(namesKey(word)) ?? null));
  for (const [chosen, file] of [[query.group, group], [query.status, status]] as const) {
    if (chosen) lists.push(file ? refsOf(file.chunks, decodeCodes(file.cards)) : []);
  }
  if (lists.length === 0) return null;
  let found = lists[0]!;
  for (const list of lists.slice(1)) {
    const ids = new Set(list.map(refId));
    found = found.filter((ref) => ids.has(refId(ref)));
  }
  return found;
}

/**
 * Results in Discover's order once their chunks are read: each chunk's cards ordered as the chunk lists them.
 * `order` is a chunk's keys in its order (undefined when not read); a key the chunk does not have is left where it
 * is (the script reads both again).
 */
export function inChunkOrder(refs: CardRef[], order: (chunk: string) => number[] | undefined): CardRef[] {
  const sorted: CardRef[] = [];
  for (let i = 0; i < refs.length; ) {
    let end = i;
    while (end < refs.length && refs[end]!.chunk === refs[i]!.chunk) end++;
    const run = refs.slice(i, end);
    const keys = order(refs[i]!.chunk);
    if (keys) {
      const at = new Map(keys.map((key, offset) => [key, offset]));
      run.sort((a, b) => (at.get(a.key) ?? Infinity) - (at.get(b.key) ?? Infinity));
    }
    sorted.push(...run);
    i = end;
  }
  return sorted;
}
