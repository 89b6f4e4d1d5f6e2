import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from './discover-card';
import { EMPTY_QUERY, filterCards, type DiscoverQuery } from './discover-filter';
import { cardsPath, filesForQuery, FIRST_CHUNK, hasNamesFile, inChunkOrder, KEYS_PATH, matchCards, namesKey, namesPath, type CardList, type CardsFile, type KeysFile, type NamesFile } from './discover-index';
import { discoverIndexFiles } from './discover-index-files';
import { seaCards } from '../../api/test-support/sea/cards';

const NAMES = ['Blue Tang', 'Bluefin Trevally', 'Black-tipped Reef Shark', 'Clown Anemonefish', 'Crème Goby', 'Ørsted Wrasse', 'X Ray Fish', 'Reef Manta'];
const SCIENTIFIC = ['Paracanthurus hepatus', 'Caranx melampygus', 'Carcharhinus melanopterus', 'Amphiprion ocellaris', null, 'Labroides dimidiatus', 'Raja x', 'Mobula alfredi'];
const GROUPS = ['fishes', 'sharks-rays', 'other'] as const;
const STATUSES = ['Least Concern', 'Vulnerable (VU)', null, 'Probably fine'];

/** Names in other languages, as WoRMS gives them (Chinese without spaces). */
const OTHER_NAMES = ['普通章鱼|krake|pulpo común', '海星|seestern'];

/** 60 cards: the names above with a number, statuses and groups cycling; some with names in other languages. */
const cards: DiscoverCard[] = Array.from({ length: 60 }, (_, i) => ({
  slug: `card-${i}`,
  name: `${NAMES[i % NAMES.length]} ${i}`,
  scientificName: SCIENTIFIC[i % SCIENTIFIC.length]!,
  rank: 'Species',
  status: STATUSES[i % STATUSES.length]!,
  statusSource: null,
  photos: i % 3,
  group: GROUPS[i % GROUPS.length]!,
  image: null,
  terms: `${i % 5 === 0 ? 'pomacentridae|perciformes|old-name synonymus' : 'acanthuridae|acanthuriformes'}${i % 4 < 2 ? `|${OTHER_NAMES[i % 4]}` : ''}`,
}));
const files = discoverIndexFiles(cards);
const read = <T,>(path: string) => (files.has(path.slice(1)) ? (JSON.parse(files.get(path.slice(1))!) as T) : null);

/** What the browser does: read the query's files, match, then put each chunk's cards in its order. */
function search(query: DiscoverQuery, within = files): string[] | null {
  const get = <T,>(path: string) => (within.has(path.slice(1)) ? (JSON.parse(within.get(path.slice(1))!) as T) : null);
  const needed = filesForQuery(query);
  const names = new Map(needed.names.map((key) => [key, get<NamesFile>(namesPath(key))]));
  const filter = (key: string | null) => (key ? get<CardList>(namesPath(key)) : null);
  const found = matchCards(query, names, filter(needed.group), filter(needed.status));
  if (!found) return null;
  const chunk = (name: string) => get<CardsFile>(cardsPath(name))!;
  return inChunkOrder(found, (name) => chunk(name).cards.map((card) => card.k)).map((ref) => chunk(ref.chunk).cards.find((card) => card.k === ref.key)!.slug);
}
const q = (query: Partial<DiscoverQuery>) => ({ ...EMPTY_QUERY, ...query });

/** Every card in order, following the chunks from the first. */
function browse(within: Map<string, string>): string[] {
  const slugs: string[] = [];
  for (let name: string | null = FIRST_CHUNK; name; ) {
    const file = JSON.parse(within.get(`discover/cards/${name}.json`)!) as CardsFile;
    slugs.push(...file.cards.map((card) => card.slug));
    name = file.next;
  }
  return slugs;
}

describe("Discover's search index files", () => {
  test('finds exactly what the search over whole cards finds, in its order, with and without filters', () => {
    const queries = ['章鱼', '普通', '鱼', '海星', 'krake', 'kra', 'pulpo', 'comun', 'b', 'bl', 'blue', 'bluef', 'BLUE tang', 'reef sh', 'black-tip', 'blacktipped', 'creme', 'crème', 'ø', 'ørsted', 'x', 'x ray', 'pomacentridae', 'perci', 'acanth', 'old', 'synonymus', 'carcharhinus mel', '1', '12', '5 reef', 'zzz', 'prion', 'hark', 'ee', 'ark', ''];
    for (const text of queries) {
      for (const filter of [{}, { group: 'fishes' }, { status: 'vulnerable' }, { status: 'other', group: 'other' }, { group: 'turtles-reptiles' }]) {
        const query = q({ q: text, ...filter });
        const expected = filterCards(cards, query).map((card) => card.slug);
        const found = search(query) ?? cards.map((card) => card.slug);
        expect({ query, found }).toEqual({ query, found: expected });
      }
    }
    expect(search(q({ q: 'prion' }))!.length).toBeGreaterThan(0);
    expect(search(q({}))).toBeNull();
  });

  test('a name in another language finds its cards, a Chinese word anywhere in a Chinese name, and no others', () => {
    const withName = (name: string) => cards.filter((card) => card.terms.split('|').includes(name)).map((card) => card.slug);
    expect(withName('普通章鱼').length).toBeGreaterThan(0);
    for (const text of ['章鱼', '普通', '通章鱼', '普通章鱼', 'krake', 'Pulpo']) expect(search(q({ q: text }))).toEqual(withName(text === 'Pulpo' ? 'pulpo común' : text === 'krake' ? 'krake' : '普通章鱼'));
    expect(search(q({ q: '海星' }))).toEqual(withName('海星'));
    expect(search(q({ q: '星鱼' }))).toEqual([]);
  });

  test('one names file per first two and three characters, others under "_"; filters under longer keys', () => {
    expect(namesKey('blue')).toBe('blu');
    expect(namesKey('bl')).toBe('bl');
    expect(namesKey('b')).toBe('b');
    expect(filesForQuery(q({ q: 'b' })).names).toEqual([]); // one letter narrows nothing
    expect(namesKey('ørsted')).toBe('_rs');
    expect(filesForQuery(q({ q: 'Blue blunt tang', group: 'fishes' }))).toEqual({ names: ['blu', 'tan'], group: 'group-fishes', status: null });
    for (const key of ['bl', 'blu', '_rs', 'rst', 'group-fishes', 'status-other']) expect(files.has(`discover/names/${key}.json`)).toBe(true);
    expect(files.has('discover/names/b.json')).toBe(false);
    expect(files.has('discover/names/zz.json')).toBe(false);
    // keys.json lists exactly the names files of words there are.
    const keys = read<KeysFile>(KEYS_PATH)!;
    const listed = [...files.keys()].filter((path) => /^discover\/names\/[^/]{1,3}\.json$/.test(path)).map((path) => path.slice('discover/names/'.length, -'.json'.length));
    for (const key of listed) expect(hasNamesFile(keys, key)).toBe(true);
    for (const key of ['zz', 'zzz', 'q', 'blx']) expect(hasNamesFile(keys, key)).toBe(false);
    expect(read<NamesFile>('/discover/names/blu.json')!.words.map(([word]) => word)).toEqual(['blue', 'bluefin']);
    expect(read<NamesFile>('/discover/names/ack.json')!.words.map(([word]) => word)).toEqual(['ack', 'acktipped']);
  });

  test('chunks hold neighbouring cards as the grid shows them, each with its own key, and name the next', () => {
    expect(browse(files)).toEqual(cards.map((card) => card.slug));
    const first = read<CardsFile>(`/discover/cards/${FIRST_CHUNK}.json`)!;
    expect(first.cards[0]).toEqual({ k: first.cards[0]!.k, slug: 'card-0', name: cards[0]!.name, scientificName: cards[0]!.scientificName, status: cards[0]!.status, photos: cards[0]!.photos, image: null });
    for (const [path, text] of files) if (path.startsWith('discover/cards/')) expect(new Set((JSON.parse(text) as CardsFile).cards.map((card) => card.k)).size).toBe((JSON.parse(text) as CardsFile).cards.length);
  });

  test('an empty catalogue has no files', () => {
    expect([...discoverIndexFiles([]).keys()]).toEqual([]);
  });
});

describe('one card added, removed or changed in a catalogue of thousands', () => {
  const sea = seaCards(3000);
  const before = discoverIndexFiles(sea);
  const changed = (after: Map<string, string>) => [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();
  /** The names files a card's words and filters are in. */
  const keysOf = (card: DiscoverCard) => {
    const keys = new Set<string>();
    const one = discoverIndexFiles([card]);
    for (const path of one.keys()) if (path.startsWith('discover/names/')) keys.add(path);
    return keys;
  };
  /** Its chunk and the one before it (which names the next): the cards files a change may alter. */
  const chunksAround = (files: Map<string, string>, slug: string) => {
    let previous: string | null = null;
    for (let name: string | null = FIRST_CHUNK; name; ) {
      const path = `discover/cards/${name}.json`;
      const file = JSON.parse(files.get(path)!) as CardsFile;
      if (file.cards.some((card) => card.slug === slug)) return [previous, path].filter(Boolean);
      previous = path;
      name = file.next;
    }
    return [];
  };
  /** Where each card is: its chunk and key. */
  const refs = (files: Map<string, string>) => {
    const at = new Map<string, string>();
    for (const [path, text] of files) if (path.startsWith('discover/cards/')) for (const card of (JSON.parse(text) as CardsFile).cards) at.set(card.slug, `${path} ${card.k}`);
    return at;
  };
  /**
   * The files that differ are the card's own chunk and the one before, the first (which counts the cards), its names
   * and filter files, and those of a card whose key it took or gave back (at most one or two: keys come from the
   * slugs' hashes).
   */
  const expectOnlyItsOwn = (after: Map<string, string>, cards: DiscoverCard[], filesWithIt: Map<string, string>) => {
    const differ = changed(after);
    const [was, is] = [refs(before), refs(after)];
    const moved = sea.filter((card) => was.get(card.slug) !== is.get(card.slug) && is.has(card.slug));
    expect(moved.length).toBeLessThanOrEqual(2);
    const allowed = new Set<string | null>([
      ...[...cards, ...moved].flatMap((card) => [...keysOf(card)]),
      ...cards.flatMap((card) => chunksAround(filesWithIt, card.slug)),
      `discover/cards/${FIRST_CHUNK}.json`, // counts the cards
    ]);
    expect(differ.filter((path) => !allowed.has(path))).toEqual([]);
    expect(differ.length).toBeLessThan(before.size / 20);
    return differ;
  };
  // Cards that start no chunk of their own: a card that does moves its chunk's later cards to a new one.
  const plain = (files: Map<string, string>, slug: string) => chunksAround(files, slug).every((path) => (JSON.parse(files.get(path!)!) as CardsFile).cards[0]!.slug !== slug);

  test('removing one alters its chunk, the one before, the first, and the names files of its words and filters', () => {
    for (const i of [5, 1400, 2990]) {
      expect(plain(before, sea[i]!.slug)).toBe(true);
      const after = discoverIndexFiles(sea.filter((_, j) => j !== i));
      const differ = expectOnlyItsOwn(after, [sea[i]!], before);
      expect(differ.some((path) => path.startsWith('discover/names/'))).toBe(true);
      expect(browse(after)).toEqual(sea.filter((_, j) => j !== i).map((card) => card.slug));
    }
  });

  test('adding one alters only the files it is in', () => {
    const added: DiscoverCard = { ...sea[1200]!, slug: 'zebra-added-one', name: `${sea[1200]!.name} Zebra`, terms: 'zebroides' };
    const list = [...sea.slice(0, 1201), added, ...sea.slice(1201)];
    const after = discoverIndexFiles(list);
    expect(plain(after, added.slug)).toBe(true);
    const differ = expectOnlyItsOwn(after, [added], after);
    expect(differ).toContain('discover/names/zeb.json');
    expect(search(q({ q: 'zebroides' }), after)).toEqual(['zebra-added-one']);
  });

  test('changing one (its photos, status and a name) alters only the files it is in, before and after', () => {
    const i = 2000;
    const edited: DiscoverCard = { ...sea[i]!, photos: sea[i]!.photos + 1, status: 'Endangered', terms: `${sea[i]!.terms}|quokkafish` };
    const after = discoverIndexFiles(sea.map((card, j) => (j === i ? edited : card)));
    const differ = expectOnlyItsOwn(after, [sea[i]!, edited], after);
    expect(differ).toContain('discover/names/status-endangered.json');
    expect(search(q({ q: 'quokka' }), after)).toEqual([edited.slug]);
  });
});
