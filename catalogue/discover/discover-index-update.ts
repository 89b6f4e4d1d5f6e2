import type { DiscoverCard } from './discover-card';
import { cardLists, cardsFile, cardsFilePath, chunksOf, discoverIndexFiles, encoder, fnv, fileKeyOf, KEYS_FILE, keysFile, LIST, namesFilePath, type Chunks } from './discover-index-files';
import { CHUNK_NAME, KEY_SPACE, type CardList, type NamesFile } from './discover-index';
import { NAME_INDEX_FILE, nameIndexFile, sameNamedCard } from './name-index';

/** Cards in Discover's order with their chunks: what a set of the index's files was made from. */
interface Indexed {
  cards: readonly DiscoverCard[];
  chunks: Chunks;
  /** slug -> its card's position. */
  at: Map<string, number>;
  /** chunk name -> its number. */
  chunkAt: Map<string, number>;
  /** Each card's slug's hash (fnv). */
  hashes: Uint32Array;
  /** A card's position by its code over every chunk (chunk number * KEY_SPACE + key), made when first read back. */
  cardAt?: Int32Array;
}

/** The cards indexed; `known` gives a card's slug's hash when already made (-1 when not). */
function indexed(cards: readonly DiscoverCard[], known: (i: number) => number = () => -1): Indexed {
  const hashes = new Uint32Array(cards.length);
  const at = new Map<string, number>();
  for (let i = 0; i < cards.length; i++) {
    const slug = cards[i]!.slug;
    const hash = known(i);
    hashes[i] = hash < 0 ? fnv(slug) : hash;
    at.set(slug, i);
  }
  const chunks = chunksOf(cards, hashes);
  return { cards, chunks, at, hashes, chunkAt: new Map(chunks.names.map((name, i) => [name, i])) };
}

/** What a card shows and is found by: a card with the same of each is written as it was. */
function sameCard(a: DiscoverCard, b: DiscoverCard): boolean {
  if (a === b) return true;
  const [x, y] = [a.image, b.image];
  const sameImage = x === y || (!!x && !!y && x.src === y.src && x.avif === y.avif && x.webp === y.webp);
  return a.slug === b.slug && a.name === b.name && a.scientificName === b.scientificName && a.status === b.status && a.photos === b.photos && a.group === b.group && a.terms === b.terms && sameImage;
}

/** In a card's position after an update: its content changed. */
const CHANGED = -2;

/** A file of the index: its content, or null for one that is no more. */
export type IndexChanges = Map<string, string | null>;

/**
 * Discover's search index (discover-index-files.ts) kept up to date card by card: after a change it makes only the
 * files the changed cards are in, and those of the cards whose chunk or key moved with them, by reading those
 * files as they are and putting the changed cards in or out. It holds the cards' chunks and the names of the
 * files there are, not the files: what it writes is byte for byte what discoverIndexFiles makes of the same cards.
 */
export class DiscoverIndex {
  private constructor(
    private state: Indexed,
    /** The keys of every names file there is (filters' included). */
    private readonly keys: Set<string>,
  ) {}

  /** The index made whole from these cards: every file. */
  static whole(cards: readonly DiscoverCard[]): { index: DiscoverIndex; files: Map<string, string> } {
    const files = discoverIndexFiles(cards);
    const keys = new Set<string>();
    for (const path of files.keys()) if (path.startsWith('discover/names/') && path !== KEYS_FILE && path !== NAME_INDEX_FILE) keys.add(path.slice('discover/names/'.length, -'.json'.length));
    return { index: new DiscoverIndex(indexed(cards), keys), files };
  }

  /** The index whose files were made from these cards already (a build's), with its names files' keys. */
  static of(cards: readonly DiscoverCard[], keys: Iterable<string>): DiscoverIndex {
    return new DiscoverIndex(indexed(cards), new Set(keys));
  }

  /** The keys of the names files there are (recorded with a build, so a server can take its index as it is). */
  fileKeys(): string[] {
    return [...this.keys].sort();
  }

  /** Every file path there is now. */
  paths(): string[] {
    const paths = [...this.keys].map(namesFilePath);
    if (this.state.cards.length > 0) paths.push(KEYS_FILE, NAME_INDEX_FILE);
    for (const name of this.state.chunks.names) paths.push(cardsFilePath(name));
    return paths;
  }

  /**
   * Goes to these cards (Discover's order) and returns the files that may differ: each with its content, or null
   * when gone. `read` gives a file as it is now (one this index has).
   */
  update(cards: readonly DiscoverCard[], read: (path: string) => string): IndexChanges {
    const before = this.state;
    // Each card's position before (-1 for a new one): unchanged slugs keep their hashes.
    const beforeOf = new Int32Array(cards.length);
    for (let i = 0; i < cards.length; i++) beforeOf[i] = before.at.get(cards[i]!.slug) ?? -1;
    const after = indexed(cards, (i) => (beforeOf[i]! < 0 ? -1 : before.hashes[beforeOf[i]!]!));
    const beforeCount = before.cards.length;
    // Cards whose content changed (or that came or went), and cards that moved to another chunk or key.
    // Each card's position after, -1 for a card that went, CHANGED for one whose content changed.
    const afterOf = new Int32Array(beforeCount).fill(-1);
    const touchedAfter: number[] = [];
    const touchedBefore: number[] = [];
    const added: number[] = [];
    for (let i = 0; i < cards.length; i++) {
      const j = beforeOf[i]!;
      if (j < 0) {
        added.push(i);
        touchedAfter.push(i);
      } else if (!sameCard(before.cards[j]!, cards[i]!)) {
        added.push(i);
        touchedAfter.push(i);
        touchedBefore.push(j);
        afterOf[j] = CHANGED;
      } else {
        afterOf[j] = i;
        if (after.chunks.keyOf[i] !== before.chunks.keyOf[j] || after.chunks.names[after.chunks.chunkOf[i]!] !== before.chunks.names[before.chunks.chunkOf[j]!]) {
          touchedAfter.push(i);
          touchedBefore.push(j);
        }
      }
    }
    for (let j = 0; j < beforeCount; j++) if (afterOf[j] === -1) touchedBefore.push(j);
    this.state = after;
    // Past a tenth of the catalogue, made whole: quicker than reading that many files.
    if (touchedAfter.length + touchedBefore.length > Math.max(1000, (cards.length + beforeCount) / 10)) return this.remade(before);
    const keys = new Set(this.keys);
    try {
      return this.changedFiles(before, after, { touchedBefore, touchedAfter, added, afterOf }, read);
    } catch (error) {
      // A file that does not say what these cards made (changed on disk): the index is made whole again, every
      // file there was before this update gone unless made again.
      console.error("Discover's index is made whole again:", error);
      this.keys.clear();
      for (const key of keys) this.keys.add(key);
      return this.remade(before);
    }
  }

  private changedFiles(
    before: Indexed,
    after: Indexed,
    { touchedBefore, touchedAfter, added, afterOf }: { touchedBefore: number[]; touchedAfter: number[]; added: number[]; afterOf: Int32Array },
    read: (path: string) => string,
  ): IndexChanges {
    const { cards } = after;
    const beforeCount = before.cards.length;
    const changes: IndexChanges = new Map();

    // The names files of every touched card, as it was and as it is; the lists each added card is in.
    const fileKeys = new Set<string>();
    const addedTo = new Map<string, Array<[string, number]>>();
    for (const j of touchedBefore) for (const name of cardLists(before.cards[j]!)) fileKeys.add(fileKeyOf(name));
    for (const i of touchedAfter) for (const name of cardLists(cards[i]!)) fileKeys.add(fileKeyOf(name));
    for (const i of added) {
      for (const name of cardLists(cards[i]!)) {
        const key = fileKeyOf(name);
        const list = addedTo.get(key);
        if (list) list.push([name, i]);
        else addedTo.set(key, [[name, i]]);
      }
    }
    const encodeFile = encoder(after.chunks);
    let keysChanged = false;
    for (const key of [...fileKeys].sort()) {
      const lists = new Map<string, number[]>();
      if (this.keys.has(key)) {
        for (const [name, found] of listsOf(key, read(namesFilePath(key)), before)) {
          const now: number[] = [];
          for (const j of found) if (afterOf[j]! >= 0) now.push(afterOf[j]!);
          lists.set(name, now);
        }
      }
      // Each added card once (cardLists names a list once); in any order: encoding sorts the codes.
      for (const [name, i] of addedTo.get(key) ?? []) {
        const list = lists.get(name);
        if (list) list.push(i);
        else lists.set(name, [i]);
      }
      const entries: Array<[string, number[]]> = [];
      for (const name of [...lists.keys()].sort()) if (lists.get(name)!.length > 0) entries.push([name, lists.get(name)!]);
      if (entries.length === 0) {
        if (this.keys.delete(key)) keysChanged = true;
        changes.set(namesFilePath(key), null);
        continue;
      }
      if (!this.keys.has(key)) {
        this.keys.add(key);
        keysChanged = true;
      }
      changes.set(namesFilePath(key), encodeFile(key, entries));
    }
    if (keysChanged || (beforeCount === 0) !== (cards.length === 0)) changes.set(KEYS_FILE, cards.length > 0 ? keysFile(this.keys) : null);
    // The name index: only when a card came, went or changed what it holds (not for a photo count or a picture).
    const renamed = (i: number) => {
      const j = before.at.get(cards[i]!.slug);
      return j === undefined || !sameNamedCard(before.cards[j]!, cards[i]!);
    };
    if (cards.length !== beforeCount || added.some(renamed)) changes.set(NAME_INDEX_FILE, cards.length > 0 ? nameIndexFile(cards) : null);

    // Cards files: the chunks a touched card is in or left, a chunk whose next one changed, the first (it counts
    // the cards); and the chunks that are no more.
    const chunks = new Set<number>();
    for (const i of touchedAfter) chunks.add(after.chunks.chunkOf[i]!);
    for (const j of touchedBefore) {
      const chunk = after.chunkAt.get(before.chunks.names[before.chunks.chunkOf[j]!]!);
      if (chunk !== undefined) chunks.add(chunk);
    }
    after.chunks.names.forEach((name, chunk) => {
      const was = before.chunkAt.get(name);
      if (was === undefined || before.chunks.names[was + 1] !== after.chunks.names[chunk + 1]) chunks.add(chunk);
    });
    if (beforeCount !== cards.length && cards.length > 0) chunks.add(0);
    for (const chunk of chunks) changes.set(cardsFilePath(after.chunks.names[chunk]!), cardsFile(cards, after.chunks, chunk));
    for (const name of before.chunks.names) if (!after.chunkAt.has(name)) changes.set(cardsFilePath(name), null);
    return changes;
  }

  /** Every file made again from the cards now, and those made from `before` that are no more. */
  private remade(before: Indexed): IndexChanges {
    const stale = [...this.keys].map(namesFilePath).concat(KEYS_FILE, NAME_INDEX_FILE, before.chunks.names.map(cardsFilePath));
    const { index, files } = DiscoverIndex.whole(this.state.cards);
    const changes: IndexChanges = new Map();
    this.keys.clear();
    for (const key of index.keys) this.keys.add(key);
    for (const path of stale) if (!files.has(path)) changes.set(path, null);
    for (const [path, content] of files) changes.set(path, content);
    return changes;
  }
}

/** A names file read back: each list name's cards, as positions in the cards it was made from. */
function listsOf(key: string, text: string, made: Indexed): Map<string, number[]> {
  const file = JSON.parse(text) as NamesFile | CardList;
  if (!made.cardAt) {
    made.cardAt = new Int32Array(made.chunks.names.length * KEY_SPACE).fill(-1);
    for (let i = 0; i < made.cards.length; i++) made.cardAt[made.chunks.chunkOf[i]! * KEY_SPACE + made.chunks.keyOf[i]!] = i;
  }
  const cardAt = made.cardAt;
  const chunks: number[] = [];
  for (let at = 0; at < file.chunks.length; at += CHUNK_NAME) chunks.push(made.chunkAt.get(file.chunks.slice(at, at + CHUNK_NAME)) ?? -1);
  const cardsOf = (gaps: number[]) => {
    const found = new Array<number>(gaps.length);
    let code = 0;
    for (let i = 0; i < gaps.length; i++) {
      code = i === 0 ? gaps[0]! : code + gaps[i]!;
      const chunk = chunks[Math.floor(code / KEY_SPACE)] ?? -1;
      const card = chunk < 0 ? -1 : cardAt[chunk * KEY_SPACE + (code % KEY_SPACE)]!;
      if (card < 0) throw new Error(`Discover's names file ${key} names a card its cards do not have`);
      found[i] = card;
    }
    return found;
  };
  const lists = new Map<string, number[]>();
  if ('words' in file) for (const [part, gaps] of file.words) lists.set(part, cardsOf(gaps));
  else lists.set(LIST + key, cardsOf(file.cards));
  return lists;
}

/** Beside a build's index (never served): the cards it was made from, so a server can go on from its files. */
export const INDEX_RECORD = '_catalogue/discover-index.json';
export interface IndexRecord {
  /** cardsDigest of the cards, in Discover's order. */
  cards: string;
  /** Its names files' keys (DiscoverIndex.fileKeys). */
  keys: string[];
}

/** What a set of cards makes of the index: every field a file shows or is found by, in order. */
export function cardsDigest(cards: readonly DiscoverCard[]): string {
  // Bun's own hasher: node:crypto's copied each card's text once more for the collector (160 MB of garbage at
  // 100,000 cards against 105 MB, and a third slower).
  const hash = new Bun.CryptoHasher('sha256');
  for (const { slug, name, scientificName, status, photos, group, image, terms } of cards) {
    hash.update(`${slug}\u0000${name}\u0000${scientificName}\u0000${status}\u0000${photos}\u0000${group}\u0000${image?.src}\u0000${image?.avif}\u0000${image?.webp}\u0000${terms}\n`);
  }
  return hash.digest('hex');
}

/** Every file of the index made whole, with its record: what a full build writes. */
export function builtIndexFiles(cards: readonly DiscoverCard[]): Map<string, string> {
  const { index, files } = DiscoverIndex.whole(cards);
  const record: IndexRecord = { cards: cardsDigest(cards), keys: index.fileKeys() };
  return files.set(INDEX_RECORD, JSON.stringify(record));
}

/**
 * The index a build's record says its files hold, when they were made from these very cards; else null. Cards
 * that are the build's own (its summaries, before any change is applied) are not hashed again: the build made its
 * files and its summaries from the same pages (and at 100,000 cards the digest was 105 MB of garbage at a start).
 */
export function indexOfBuild(cards: readonly DiscoverCard[], recordText: string | null, theBuildsOwn = false): DiscoverIndex | null {
  if (!recordText) return null;
  const record = JSON.parse(recordText) as IndexRecord;
  return theBuildsOwn || record.cards === cardsDigest(cards) ? DiscoverIndex.of(cards, record.keys) : null;
}
