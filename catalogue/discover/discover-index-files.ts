import { fnv } from '../model/fnv';
import type { DiscoverCard } from './discover-card';
import { cardWords, PART_CHARS, statusKey } from './discover-filter';
import { NAME_INDEX_FILE, nameIndexFile } from './name-index';
import { cardCode, cardsPath, CHUNK_CARDS, CHUNK_NAME, FIRST_CHUNK, filterKey, KEY_SPACE, KEYS_PATH, namesKey, namesPath, type CardList, type CardsFile, type KeysFile, type NamesFile, type ShownCard } from './discover-index';

export { fnv };

/** A chunk this long ends whatever its cards' hashes say (one in about 20,000 would be longer); below KEY_SPACE. */
const LONGEST_CHUNK = CHUNK_CARDS * 10;
const NAMES = 36 ** CHUNK_NAME;
/** A chunk's name from a hash: CHUNK_NAME characters of base 36, never FIRST_CHUNK's. */
const chunkName = (hash: number) => (1 + (hash % (NAMES - 1))).toString(36).padStart(CHUNK_NAME, '0');

export interface Chunks {
  names: string[];
  /** Per card: its chunk's number in `names`, and its key there. */
  chunkOf: Int32Array;
  keyOf: Int32Array;
  /** Per chunk: its first card. */
  starts: number[];
}

/**
 * Cuts the cards into chunks by their own slugs: a card starts one when its slug's hash is 0 modulo CHUNK_CARDS,
 * so adding or removing a card moves the boundaries of its own chunk only. A chunk is named by a hash of its first
 * slug (the first chunk is FIRST_CHUNK, where browsing starts); a card's key in it comes from its slug's hash too,
 * the next free one when taken, so a neighbour's arrival leaves the other cards' keys as they were. `hashes`: the
 * slugs' (fnv), when known.
 */
export function chunksOf(cards: readonly DiscoverCard[], hashes?: Uint32Array): Chunks {
  const n = cards.length;
  const chunkOf = new Int32Array(n);
  const keyOf = new Int32Array(n);
  const names: string[] = [];
  const starts: number[] = [];
  const taken = new Set<string>();
  let used = new Set<number>();
  for (let i = 0; i < n; i++) {
    const slug = cards[i]!.slug;
    const hash = hashes ? hashes[i]! : fnv(slug);
    if (i === 0 || hash % CHUNK_CARDS === 0 || i - starts.at(-1)! >= LONGEST_CHUNK) {
      // A name taken by a chunk before (a few in 100,000 cards) is salted: that chunk's name then depends on the other's.
      let name = i === 0 ? FIRST_CHUNK : chunkName(hash);
      for (let salt = 1; taken.has(name); salt++) name = chunkName(fnv(`${slug}#${salt}`));
      taken.add(name);
      names.push(name);
      starts.push(i);
      used = new Set();
    }
    let key = (hash >>> 8) % KEY_SPACE;
    while (used.has(key)) key = (key + 1) % KEY_SPACE;
    used.add(key);
    chunkOf[i] = names.length - 1;
    keyOf[i] = key;
  }
  return { names, chunkOf, keyOf, starts };
}

const ASCII = /^[\x00-\x7f]*$/;
/** Starts the list name of a short key or a filter: no part of a word has a space, so no part is taken for one. */
export const LIST = ' ';

/**
 * Adds a word's entries (see discover-index.ts) by list name: the word is in the list of its first two characters
 * (LIST and the key), and every part of it from three characters on is an entry of the file of its first three (the
 * part itself). A word of one character is in none: no search looks for one (SHORTEST_WORD).
 */
export function wordEntries(word: string, add: (list: string) => void): void {
  const chars = ASCII.test(word) ? null : [...word];
  const length = chars ? chars.length : word.length;
  const from = (start: number, end = length) => (chars ? chars.slice(start, end).join('') : word.slice(start, end));
  if (length > 1) {
    // Starts of characters other than a-z and 0-9 (Chinese) all share a key: such a start is an entry of that key's
    // file, by its own characters, not a list of the key (which would find every Chinese name).
    const key = namesKey(from(0, 2));
    add(key.includes('_') ? from(0, 2) : LIST + key);
  }
  for (let i = 0; i + PART_CHARS <= length; i++) add(i === 0 ? word : from(i));
}

/**
 * The cards (ascending indices) of each entry of one file as that file's chunk list and each entry's codes.
 * `stamp` and `local` are per chunk, shared by every file: the file a chunk was last seen in, its number there.
 */
function encode(entries: Array<[string, number[]]>, chunks: Chunks, stamp: Int32Array, local: Int32Array, fileId: number) {
  const listed: number[] = [];
  for (const [, cards] of entries) {
    for (const card of cards) {
      const chunk = chunks.chunkOf[card]!;
      if (stamp[chunk] !== fileId) {
        stamp[chunk] = fileId;
        listed.push(chunk);
      }
    }
  }
  listed.sort((a, b) => a - b);
  listed.forEach((chunk, i) => (local[chunk] = i));
  const gaps = (cards: number[]) => {
    const codes = new Float64Array(cards.length);
    for (let i = 0; i < cards.length; i++) codes[i] = cardCode(local[chunks.chunkOf[cards[i]!]!]!, chunks.keyOf[cards[i]!]!);
    codes.sort();
    const out = new Array<number>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = i === 0 ? codes[0]! : codes[i]! - codes[i - 1]!;
    return out;
  };
  return { chunks: listed.map((chunk) => chunks.names[chunk]!).join(''), gaps };
}

/** The union of ascending lists of cards, ascending. */
function merged(union: number[][]): number[] {
  let length = 0;
  for (const list of union) length += list.length;
  const all = new Int32Array(length);
  let at = 0;
  for (const list of union) for (const card of list) all[at++] = card;
  all.sort();
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) out.push(all[i]!);
  return out;
}

/** A list name's file key: a short list's or a filter's own key, a part's first three characters. */
export const fileKeyOf = (name: string) => (name.startsWith(LIST) ? name.slice(LIST.length) : namesKey(name));
/** Paths under the site's root, as the index's files are listed and written. */
export const namesFilePath = (key: string) => namesPath(key).slice(1);
export const cardsFilePath = (chunk: string) => cardsPath(chunk).slice(1);
export const KEYS_FILE = KEYS_PATH.slice(1);

/** Encodes names files over the same chunks, one after another (a chunk's number is per file). */
export function encoder(chunks: Chunks) {
  const stamp = new Int32Array(chunks.names.length).fill(-1);
  const local = new Int32Array(chunks.names.length);
  let fileId = 0;
  /** One names file from its entries: list names sorted, each with its cards ascending. */
  return (key: string, sorted: Array<[string, number[]]>): string => {
    const entries = sorted.map(([name, cardsOf]): [string, number[]] => [name.startsWith(LIST) ? '' : name, cardsOf]);
    const { chunks: names, gaps } = encode(entries, chunks, stamp, local, fileId++);
    const file: NamesFile | CardList =
      key.length === PART_CHARS || key.includes('_') ? { chunks: names, words: entries.map(([entry, cardsOf]) => [entry, gaps(cardsOf)]) } : { chunks: names, cards: gaps(entries[0]![1]) };
    return JSON.stringify(file);
  };
}

/** The file of the names files there are (KEYS_PATH), from their keys. */
export function keysFile(fileKeys: Iterable<string>): string {
  const keys: KeysFile = { short: '', parts: {} };
  const short: string[] = [];
  for (const key of [...fileKeys].sort()) {
    if (key.length < PART_CHARS) short.push(key);
    else if (key.length === PART_CHARS) keys.parts[key.slice(0, 2)] = (keys.parts[key.slice(0, 2)] ?? '') + key.slice(2);
  }
  keys.short = short.join(' ');
  return JSON.stringify(keys);
}

/** One chunk's file: its cards as the grid shows them, the next chunk's name, and in the first the count of all. */
export function cardsFile(cards: readonly DiscoverCard[], chunks: Chunks, chunk: number): string {
  const end = chunks.starts[chunk + 1] ?? cards.length;
  const shown: ShownCard[] = [];
  for (let i = chunks.starts[chunk]!; i < end; i++) {
    const { slug, name: common, names, scientificName, status, photos, image } = cards[i]!;
    shown.push({ k: chunks.keyOf[i]!, slug, name: common, ...(names ? { names } : {}), scientificName, status, photos, image });
  }
  const file: CardsFile = { next: chunks.names[chunk + 1] ?? null, cards: shown, ...(chunk === 0 ? { total: cards.length } : {}) };
  return JSON.stringify(file);
}

/** The list names a card is in: wordEntries of each of its words, its group's and its status's; each once. */
export function cardLists(card: DiscoverCard): Set<string> {
  const lists = new Set<string>([LIST + filterKey('group', card.group), LIST + filterKey('status', statusKey(card.status))]);
  for (const word of cardWords(card)) wordEntries(word, (name) => lists.add(name));
  return lists;
}

/**
 * Every file of Discover's search index (see discover-index.ts) and its name index (name-index.ts), by path under
 * the site's root ("discover/names/bl.json"): the Astro build and the server's overlay write the same bytes. A card's addition,
 * removal or change alters its chunk (and the one before, which names the next), the names files of its words and
 * its filters' files, and the first chunk (which counts the cards); a card that starts a chunk or stops starting one moves its chunk's other cards too.
 */
export function discoverIndexFiles(cards: readonly DiscoverCard[]): Map<string, string> {
  const files = new Map<string, string>();
  const chunks = chunksOf(cards);

  // Each distinct word's cards (ascending: cards are visited in order), then each list name's (wordEntries) as the
  // union of its words' cards: parts are made once per word, not once per card.
  const byWord = new Map<string, number[]>();
  const byFilter = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, name: string, card: number) => {
    const cardsOf = map.get(name);
    if (!cardsOf) map.set(name, [card]);
    else if (cardsOf[cardsOf.length - 1] !== card) cardsOf.push(card);
  };
  const statusList = new Map<string | null, string>();
  for (let card = 0; card < cards.length; card++) {
    const { group, status } = cards[card]!;
    for (const word of cardWords(cards[card]!)) push(byWord, word, card);
    // A filter's cards are a names file of one entry, under a key no word has (longer than three characters).
    push(byFilter, LIST + filterKey('group', group), card);
    let list = statusList.get(status);
    if (list === undefined) statusList.set(status, (list = LIST + filterKey('status', statusKey(status))));
    push(byFilter, list, card);
  }
  const unions = new Map<string, number[][]>();
  for (const [word, cardsOf] of byWord) {
    wordEntries(word, (name) => {
      const union = unions.get(name);
      if (union) union.push(cardsOf);
      else unions.set(name, [cardsOf]);
    });
  }
  const lists = new Map<string, number[]>(byFilter);
  for (const [name, union] of unions) lists.set(name, union.length === 1 ? union[0]! : merged(union));
  // file key -> its entries' list names
  const byFile = new Map<string, string[]>();
  for (const name of lists.keys()) {
    const key = fileKeyOf(name);
    const file = byFile.get(key);
    if (file) file.push(name);
    else byFile.set(key, [name]);
  }

  const encodeFile = encoder(chunks);
  // Plain sort: by UTF-16 code units, the same order on every runtime.
  for (const key of [...byFile.keys()].sort()) {
    files.set(namesFilePath(key), encodeFile(key, byFile.get(key)!.sort().map((name): [string, number[]] => [name, lists.get(name)!])));
  }
  if (cards.length > 0) files.set(KEYS_FILE, keysFile(byFile.keys())).set(NAME_INDEX_FILE, nameIndexFile(cards));
  chunks.names.forEach((name, chunk) => files.set(cardsFilePath(name), cardsFile(cards, chunks, chunk)));
  return files;
}
