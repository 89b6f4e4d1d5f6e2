import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from './discover-card';
import { EMPTY_QUERY, filterCards, type DiscoverQuery } from './discover-filter';
import { CARD_CHUNK, filesForQuery, matchPositions, namesKey, type CardsFile, type FiltersFile, type NamesFile } from './discover-index';
import { discoverIndexFiles, discoverVersion } from './discover-index-files';

const NAMES = ['Blue Tang', 'Bluefin Trevally', 'Black-tipped Reef Shark', 'Clown Anemonefish', 'Crème Goby', 'Ørsted Wrasse', 'X Ray Fish', 'Reef Manta'];
const SCIENTIFIC = ['Paracanthurus hepatus', 'Caranx melampygus', 'Carcharhinus melanopterus', 'Amphiprion ocellaris', null, 'Labroides dimidiatus', 'Raja x', 'Mobula alfredi'];
const GROUPS = ['fishes', 'sharks-rays', 'other'] as const;
const STATUSES = ['Least Concern', 'Vulnerable (VU)', null, 'Probably fine'];

/** 60 cards: the names above with a number, statuses and groups cycling. */
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
  terms: i % 5 === 0 ? 'pomacentridae|perciformes|old-name synonymus' : 'acanthuridae|acanthuriformes',
}));
const files = discoverIndexFiles(cards);
const read = <T,>(path: string) => (files.has(path) ? (JSON.parse(files.get(path)!) as T) : null);

/** What the browser does: read the query's files, then match. */
function search(query: DiscoverQuery): number[] {
  const needed = filesForQuery(query);
  const names = new Map(needed.names.map((key) => [key, read<NamesFile>(`discover/names/${key}.json`)]));
  return matchPositions(cards.length, query, names, needed.filters ? read<FiltersFile>('discover/filters.json') : null);
}
const q = (query: Partial<DiscoverQuery>) => ({ ...EMPTY_QUERY, ...query });

describe("Discover's search index files", () => {
  test('finds exactly what the word-prefix search over whole cards finds, with and without filters', () => {
    const queries = ['b', 'bl', 'blue', 'bluef', 'BLUE tang', 'reef sh', 'black-tip', 'blacktipped', 'creme', 'crème', 'ø', 'ørsted', 'x', 'x ray', 'pomacentridae', 'perci', 'acanth', 'old', 'synonymus', 'carcharhinus mel', '1', '12', '5 reef', 'zzz', 'prion', ''];
    for (const text of queries) {
      for (const filter of [{}, { group: 'fishes' }, { status: 'vulnerable' }, { status: 'other', group: 'other' }, { group: 'turtles-reptiles' }]) {
        const query = q({ q: text, ...filter });
        const expected = filterCards(cards, query).map((card) => cards.indexOf(card));
        expect({ query, found: search(query) }).toEqual({ query, found: expected });
      }
    }
    expect(search(q({ q: 'blue' })).length).toBeGreaterThan(0);
  });

  test('one names file per first two characters, one per first character, others under "_"', () => {
    expect(namesKey('blue')).toBe('bl');
    expect(namesKey('b')).toBe('b');
    expect(namesKey('ørsted')).toBe('_r');
    expect(filesForQuery(q({ q: 'Blue blunt tang', group: 'fishes' }))).toEqual({ names: ['bl', 'ta'], filters: true });
    expect(files.has('discover/names/bl.json')).toBe(true);
    expect(files.has('discover/names/b.json')).toBe(true);
    expect(files.has('discover/names/_r.json')).toBe(true);
    expect(files.has('discover/names/zz.json')).toBe(false);
    const bl = read<NamesFile>('discover/names/bl.json')!;
    expect(bl.words.map(([word]) => word)).toEqual(['black', 'blacktipped', 'blue', 'bluefin']);
  });

  test('cards come in chunks by position, with what the grid shows; every file names the same version', () => {
    const v = discoverVersion(cards);
    const chunks = [...files.keys()].filter((path) => path.startsWith('discover/cards/'));
    expect(chunks).toHaveLength(Math.ceil(60 / CARD_CHUNK));
    const second = read<CardsFile>('discover/cards/1.json')!;
    expect(second.cards[0]).toEqual({ slug: `card-${CARD_CHUNK}`, name: cards[CARD_CHUNK]!.name, scientificName: cards[CARD_CHUNK]!.scientificName, status: cards[CARD_CHUNK]!.status, photos: cards[CARD_CHUNK]!.photos, image: null });
    for (const file of files.values()) expect(JSON.parse(file)).toMatchObject({ v, n: 60 });
    expect(discoverVersion([...cards].reverse())).not.toBe(v);
  });

  test('an empty catalogue has only the filters file', () => {
    expect([...discoverIndexFiles([]).keys()]).toEqual(['discover/filters.json']);
  });
});
