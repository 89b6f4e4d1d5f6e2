import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from './discover-card';
import { groupOptions, statusOptions } from './discover-options';
import { EMPTY_QUERY, filterCards, isBlankQuery, matchesCard, nameWords, queryString, queryWords, readQuery, searchForms, statusKey } from './discover-filter';

const card = (slug: string, extra: Partial<DiscoverCard> = {}): DiscoverCard => ({
  slug,
  name: 'Clown Anemonefish',
  scientificName: 'Amphiprion ocellaris',
  rank: 'Species',
  status: 'Least Concern',
  statusSource: 'worms-iucn',
  photos: 1,
  group: 'fishes',
  image: null,
  terms: 'clownfish|false percula clownfish|amphiprion|pomacentridae|perciformes',
  ...extra,
});

const clown = card('amphiprion-ocellaris');
const shark = card('carcharhinus-melanopterus', { name: 'Blacktip Reef Shark', scientificName: 'Carcharhinus melanopterus', status: 'Vulnerable', group: 'sharks-rays', terms: 'carcharhinidae' });
const turtle = card('chelonia-mydas', { name: 'Green Turtle', scientificName: null, status: 'Endangered (EN)', group: 'turtles-reptiles', terms: '' });
const mystery = card('x', { name: 'Odd Thing', scientificName: null, status: 'Probably fine', group: 'other', terms: '' });
const unknown = card('y', { name: 'Unknown', scientificName: null, status: null, group: 'other', terms: '' });
const all = [clown, shark, turtle, mystery, unknown];
const q = (query: Partial<typeof EMPTY_QUERY>) => ({ ...EMPTY_QUERY, ...query });

describe('Discover search and filters', () => {
  test('the search finds any part of a word of the name, scientific name and other names from three letters, ignoring case and spaces around', () => {
    expect(filterCards(all, q({ q: '  REEF sha ' }))).toEqual([shark]);
    expect(filterCards(all, q({ q: 'AMPHI OCEL' }))).toEqual([clown]);
    expect(filterCards(all, q({ q: 'ocel amphi' }))).toEqual([clown]);
    // Any part of a word from three letters: "prion" is inside Amphiprion, "hark" inside Shark; two letters start a
    // word; one narrows nothing (a word still being typed).
    expect(filterCards(all, q({ q: 'prion' }))).toEqual([clown]);
    expect(filterCards(all, q({ q: 'hark' }))).toEqual([shark]);
    expect(filterCards(all, q({ q: 'ha' }))).toEqual([]);
    expect(filterCards(all, q({ q: 'bl' }))).toEqual([shark]);
    expect(filterCards(all, q({ q: 'b' }))).toEqual(all);
    expect(filterCards(all, q({ q: 'reef s' }))).toEqual([shark]);
    expect(filterCards(all, q({ q: 'Percula' }))).toEqual([clown]);
    expect(filterCards(all, q({ q: 'carcharhinidae' }))).toEqual([shark]);
    expect(filterCards(all, q({ q: 'nothing like it' }))).toEqual([]);
    expect(filterCards(all, q({ q: '   ' }))).toEqual(all);
  });

  test('a genus-like word also finds the family named after it: "chelonia" finds Cheloniidae', () => {
    const turtles = card('cheloniidae', { name: 'Sea turtles (family Cheloniidae)', scientificName: 'Cheloniidae', terms: 'sea turtles|testudines' });
    const damsels = card('pomacentridae', { name: 'Damselfishes', scientificName: 'Pomacentridae', terms: '' });
    expect(filterCards([turtles, damsels, shark], q({ q: 'chelonia' }))).toEqual([turtles]);
    expect(filterCards([turtles, damsels, shark], q({ q: 'Pomacentrus' }))).toEqual([damsels]);
    expect(filterCards([turtles, damsels, shark], q({ q: 'cheloniax' }))).toEqual([]);
    expect(searchForms('chelonia')).toEqual(['chelonia', 'cheloniidae', 'cheloniinae', 'chelonidae', 'cheloninae']);
    expect(searchForms('reef')).toEqual(['reef']);
  });

  test('words are split at hyphens and other marks, also joined; accents are dropped', () => {
    expect(nameWords('Black-tipped Reef-Shark')).toEqual(['black', 'tipped', 'blacktipped', 'reef', 'shark', 'reefshark']);
    expect(nameWords("Hawai'i Crème")).toEqual(['hawai', 'i', 'hawaii', 'creme']);
    expect(queryWords('  Crème  BLACK-tip ')).toEqual(['creme', 'black', 'tip']);
    const tipped = card('t', { name: 'Black-tipped Crème Goby', scientificName: null, terms: '' });
    expect(filterCards([tipped, clown], q({ q: 'blacktip' }))).toEqual([tipped]);
    expect(filterCards([tipped, clown], q({ q: 'black-tip creme' }))).toEqual([tipped]);
  });

  test('categories by name, with or without their code; anything else, and no status, is Other', () => {
    expect(statusKey('Least Concern')).toBe('least-concern');
    expect(statusKey('critically endangered')).toBe('critically-endangered');
    expect(statusKey('Endangered (EN)')).toBe('endangered');
    expect(statusKey('Extinct in the Wild')).toBe('extinct-in-the-wild');
    expect(statusKey('Probably fine')).toBe('other');
    expect(statusKey(null)).toBe('other');
  });

  test('filters combine with each other and with the search', () => {
    expect(filterCards(all, q({ status: 'endangered' }))).toEqual([turtle]);
    expect(filterCards(all, q({ status: 'other' }))).toEqual([mystery, unknown]);
    expect(filterCards(all, q({ group: 'other' }))).toEqual([mystery, unknown]);
    expect(filterCards(all, q({ group: 'other', q: 'odd' }))).toEqual([mystery]);
    expect(filterCards(all, q({ group: 'sharks-rays', status: 'vulnerable', q: 'blacktip' }))).toEqual([shark]);
    expect(matchesCard(shark, q({ group: 'sharks-rays', status: 'least-concern' }))).toBe(false);
    expect(matchesCard(shark, q({ group: 'fishes', q: 'shark' }))).toBe(false);
  });

  test('the options list what is present, in Red List and group order, Other last', () => {
    expect(statusOptions([unknown, clown, turtle, shark]).map((option) => option.label)).toEqual(['Endangered', 'Vulnerable', 'Least Concern', 'Other']);
    expect(statusOptions([clown])).toEqual([{ value: 'least-concern', label: 'Least Concern' }]);
    expect(groupOptions([mystery, turtle, clown, shark])).toEqual([
      { value: 'sharks-rays', label: 'Sharks and rays' },
      { value: 'fishes', label: 'Fishes' },
      { value: 'turtles-reptiles', label: 'Sea turtles and reptiles' },
      { value: 'other', label: 'Other sea life' },
    ]);
    expect(groupOptions([])).toEqual([]);
  });

  test('the URL query round-trips, leaving out what is not set', () => {
    const query = { q: 'reef shark', status: 'vulnerable', group: 'sharks-rays' };
    expect(queryString(query)).toBe('?q=reef+shark&status=vulnerable&group=sharks-rays');
    expect(readQuery(queryString(query))).toEqual(query);
    expect(queryString(q({ group: 'fishes', q: '  ' }))).toBe('?group=fishes');
    expect(queryString(EMPTY_QUERY)).toBe('');
    expect(readQuery('')).toEqual(EMPTY_QUERY);
    expect(isBlankQuery(q({ q: ' ' }))).toBe(true);
    expect(isBlankQuery(q({ status: 'other' }))).toBe(false);
  });
});
