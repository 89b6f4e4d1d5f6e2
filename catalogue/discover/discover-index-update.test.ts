import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from './discover-card';
import { CHUNK_CARDS } from './discover-index';
import { discoverIndexFiles } from './discover-index-files';
import { DiscoverIndex } from './discover-index-update';
import { seaCards } from '../../api/test-support/sea/cards';

/** The files as they are after the changes, as a reader of the folder would find them. */
function applied(files: Map<string, string>, changes: Map<string, string | null>): Map<string, string> {
  const now = new Map(files);
  for (const [path, content] of changes) {
    if (content === null) now.delete(path);
    else now.set(path, content);
  }
  return now;
}

/** The paths whose contents differ between two sets of files. */
const differing = (a: Map<string, string>, b: Map<string, string>) => [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();

/** FNV-1a as chunksOf hashes slugs: a card whose slug's hash is 0 modulo CHUNK_CARDS starts a chunk. */
function startsChunk(slug: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CHUNK_CARDS === 0;
}

describe("Discover's index kept up to date card by card", () => {
  const sea = seaCards(3000);

  /** Runs the steps; after each, the files are byte for byte those made whole from the cards. */
  function follow(steps: Array<(cards: DiscoverCard[]) => DiscoverCard[]>) {
    let cards = sea;
    let { index, files } = DiscoverIndex.whole(cards);
    const written: number[] = [];
    for (const step of steps) {
      cards = step(cards);
      const before = files;
      const changes = index.update(cards, (path) => files.get(path)!);
      files = applied(files, changes);
      expect(differing(files, discoverIndexFiles(cards))).toEqual([]);
      expect(index.paths().sort()).toEqual([...files.keys()].sort());
      written.push(changes.size / before.size);
    }
    return written;
  }

  test('a card added, removed or changed writes what makes the files whole, and only a few files', () => {
    const edited = (i: number, change: Partial<DiscoverCard>) => (cards: DiscoverCard[]) => cards.map((card, j) => (j === i ? { ...card, ...change } : card));
    const written = follow([
      (cards) => [...cards.slice(0, 1200), { ...cards[1200]!, slug: 'zebra-added-one', name: 'Zebra Added', terms: 'zebroides' }, ...cards.slice(1200)],
      (cards) => cards.filter((_, j) => j !== 5),
      edited(2000, { photos: 9, status: 'Endangered', terms: 'quokkafish' }),
      edited(17, { image: { src: '/photos/new.jpg', avif: '/photos/new.avif' } }),
      // Moved in the order: out of its place, into another.
      (cards) => {
        const moved = { ...cards[40]!, name: 'Zzz Last Of All' };
        return [...cards.slice(0, 40), ...cards.slice(41), moved];
      },
      // The first card goes: the next one heads the first chunk.
      (cards) => cards.slice(1),
      (cards) => cards.slice(0, -1),
    ]);
    // A tenth at most of a few thousand cards' files (each alone is a few dozen files: its words, chunks and filters).
    for (const share of written) expect(share).toBeLessThan(0.1);
  });

  test('a card that starts a chunk, added or removed, moves the cards of its chunk with it; a chunk whose cards all go goes', () => {
    const starter = sea.findIndex((card, i) => i > 100 && startsChunk(card.slug));
    expect(starter).toBeGreaterThan(0);
    let slug = 'chunk-starter-0';
    for (let n = 1; !startsChunk(slug); n++) slug = `chunk-starter-${n}`;
    follow([
      (cards) => cards.filter((_, j) => j !== starter),
      (cards) => [...cards.slice(0, 300), { ...cards[300]!, slug, name: 'Chunk Starter' }, ...cards.slice(300)],
      // Exactly the cards of one chunk: the chunk before it then names another next.
      (cards) => {
        const first = cards.findIndex((card, i) => i > 1500 && startsChunk(card.slug));
        const next = cards.findIndex((card, i) => i > first && startsChunk(card.slug));
        return [...cards.slice(0, first), ...cards.slice(next)];
      },
    ]);
  });

  test('many changes at once, every card gone, and cards again from none', () => {
    follow([
      (cards) => cards.filter((_, j) => j % 7 !== 3).map((card, j) => (j % 11 === 0 ? { ...card, photos: card.photos + 1 } : card)),
      (cards) => cards.filter((_, j) => j % 2 === 0),
      () => [],
      () => sea.slice(0, 40),
      () => sea.slice(0, 2600),
    ]);
  });

  test('a file that does not say what its cards made is not trusted: the index is made whole', () => {
    let { index, files } = DiscoverIndex.whole(sea);
    const cards = sea.filter((_, j) => j !== 10);
    const errors = console.error;
    console.error = () => {};
    try {
      const changes = index.update(cards, (path) => (path.startsWith('discover/names/') ? '{"chunks":"zzzz","cards":[5]}' : files.get(path)!));
      files = applied(files, changes);
    } finally {
      console.error = errors;
    }
    expect(differing(files, discoverIndexFiles(cards))).toEqual([]);
  });

  test('an index taken from files made elsewhere goes on from them', () => {
    const made = discoverIndexFiles(sea);
    const keys = DiscoverIndex.whole(sea).index.fileKeys();
    const index = DiscoverIndex.of(sea, keys);
    const cards = sea.filter((_, j) => j !== 99);
    const changes = index.update(cards, (path) => made.get(path)!);
    expect(changes.size).toBeLessThan(made.size / 10);
    expect(differing(applied(made, changes), discoverIndexFiles(cards))).toEqual([]);
  });
});
