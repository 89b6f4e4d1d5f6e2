import type { DiscoverCard } from './discover-card';
import { cardWords, PART_CHARS, statusKey } from './discover-filter';
import { CHUNK_CARDS, CHUNK_NAME, FIRST_CHUNK, filterKey, KEY_SPACE, namesKey, type CardList, type CardsFile, type NamesFile, type ShownCard } from './discover-index';

/** FNV-1a of a text: the same in Bun, Node and Astro's build (no runtime's own hash). */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A chunk this long ends whatever its cards' hashes say (one in about 20,000 would be longer); below KEY_SPACE. */
const LONGEST_CHUNK = CHUNK_CARDS * 10;
const NAMES = 36 ** CHUNK_NAME;
/** A chunk's name from a hash: CHUNK_NAME characters of base 36, never FIRST_CHUNK's. */
const chunkName = (hash: number) => (1 + (hash % (NAMES - 1))).toString(36).padStart(CHUNK_NAME, '0');

interface Chunks {
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
 * the next free one when taken, so a neighbour's arrival leaves the other cards' keys as they were.
 */
function chunksOf(cards: DiscoverCard[]): Chunks {
  const n = cards.length;
  const chunkOf = new Int32Array(n);
  const keyOf = new Int32Array(n);
  const names: string[] = [];
  const starts: number[] = [];
  const taken = new Set<string>();
  let used = new Set<number>();
  for (let i = 0; i < n; i++) {
    const slug = cards[i]!.slug;
    const hash = fnv(slug);
    if (i === 0 || hash % CHUNK_CARDS === 0 || i - starts.at(-1)! >= LONGEST_CHUNK) {
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

/**
 * The names files' entries of one word (see discover-index.ts): the word is in the list of the files of its first
 * character and of its first two (entry ''), and every part of it from three characters on is an entry of the file
 * of its first three.
 */
function wordEntries(word: string, add: (key: string, entry: string) => void): void {
  const chars = ASCII.test(word) ? null : [...word];
  const length = chars ? chars.length : word.length;
  const from = (start: number, end = length) => (chars ? chars.slice(start, end).join('') : word.slice(start, end));
  add(namesKey(from(0, 1)), '');
  if (length > 1) add(namesKey(from(0, 2)), '');
  for (let i = 0; i + PART_CHARS <= length; i++) {
    const part = i === 0 ? word : from(i);
    add(namesKey(part), part);
  }
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
    for (let i = 0; i < cards.length; i++) codes[i] = local[chunks.chunkOf[cards[i]!]!]! * KEY_SPACE + chunks.keyOf[cards[i]!]!;
    codes.sort();
    const out = new Array<number>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = i === 0 ? codes[0]! : codes[i]! - codes[i - 1]!;
    return out;
  };
  return { chunks: listed.map((chunk) => chunks.names[chunk]!).join(''), gaps };
}

const byText = <T,>(a: [string, T], b: [string, T]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * Every file of Discover's search index (see discover-index.ts), by path under the site's root
 * ("discover/names/bl.json"): the Astro build and the server's overlay write the same bytes. A card's addition,
 * removal or change alters its chunk (and the one before, which names the next), the names files of its words and
 * its filters' files, and the first chunk (which counts the cards); a card that starts a chunk or stops starting one moves its chunk's other cards too.
 */
export function discoverIndexFiles(cards: DiscoverCard[]): Map<string, string> {
  const files = new Map<string, string>();
  const chunks = chunksOf(cards);

  // file key -> entry -> card indices, ascending (cards are visited in order)
  const byFile = new Map<string, Map<string, number[]>>();
  const list = (key: string, entry: string) => {
    let file = byFile.get(key);
    if (!file) byFile.set(key, (file = new Map()));
    let cardsOf = file.get(entry);
    if (!cardsOf) file.set(entry, (cardsOf = []));
    return cardsOf;
  };
  let card = 0;
  const add = (key: string, entry: string) => {
    const cardsOf = list(key, entry);
    if (cardsOf[cardsOf.length - 1] !== card) cardsOf.push(card);
  };
  for (; card < cards.length; card++) {
    for (const word of cardWords(cards[card]!)) wordEntries(word, add);
    // A filter's cards are a names file of one entry, under a key no word has (longer than three characters).
    add(filterKey('group', cards[card]!.group), '');
    add(filterKey('status', statusKey(cards[card]!.status)), '');
  }

  const stamp = new Int32Array(chunks.names.length).fill(-1);
  const local = new Int32Array(chunks.names.length);
  let fileId = 0;
  for (const [key, entries] of [...byFile].sort(byText)) {
    const sorted = [...entries].sort(byText);
    const { chunks: names, gaps } = encode(sorted, chunks, stamp, local, fileId++);
    const file: NamesFile | CardList =
      key.length === PART_CHARS ? { chunks: names, words: sorted.map(([entry, cardsOf]) => [entry, gaps(cardsOf)]) } : { chunks: names, cards: gaps(sorted[0]![1]) };
    files.set(`discover/names/${key}.json`, JSON.stringify(file));
  }

  chunks.names.forEach((name, chunk) => {
    const end = chunks.starts[chunk + 1] ?? cards.length;
    const shown: ShownCard[] = [];
    for (let i = chunks.starts[chunk]!; i < end; i++) {
      const { slug, name: common, scientificName, status, photos, image } = cards[i]!;
      shown.push({ k: chunks.keyOf[i]!, slug, name: common, scientificName, status, photos, image });
    }
    const file: CardsFile = { next: chunks.names[chunk + 1] ?? null, cards: shown, ...(chunk === 0 ? { total: cards.length } : {}) };
    files.set(`discover/cards/${name}.json`, JSON.stringify(file));
  });
  return files;
}
