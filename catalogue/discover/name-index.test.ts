import { describe, expect, test } from 'bun:test';
import type { DiscoverCard } from './discover-card';
import { EMPTY_QUERY, filterCards, type DiscoverQuery } from './discover-filter';
import { discoverIndexFiles } from './discover-index-files';
import { DiscoverIndex } from './discover-index-update';
import { NAME_INDEX_FILE, NameIndex, type NameIndexFile } from './name-index';
import { seaCards } from '../../api/test-support/sea/cards';

const sea = seaCards(2000);
const q = (query: Partial<DiscoverQuery>) => ({ ...EMPTY_QUERY, ...query });
const nameIndex = (cards: readonly DiscoverCard[]) => new NameIndex(JSON.parse(discoverIndexFiles(cards).get(NAME_INDEX_FILE)!) as NameIndexFile);

describe("Discover's name index", () => {
  test('finds exactly what the search over whole cards finds, in its order, with and without filters', () => {
    const index = nameIndex(sea);
    // Words of the sea's names, scientific names and terms (synonyms, genus, family, order), parts of them, and none.
    const card = sea[1234]!;
    const [genus, family, order] = card.terms.split('|').slice(-3);
    const queries = [card.name, card.scientificName!, genus!, family!.slice(2, 9), order!, card.name.split(' ')[0]!.slice(0, 2), 'reef sh', 'blue', 'thaleina obsc', 'psammeidae', 'zzzz', ''];
    let found = 0;
    for (const text of queries) {
      for (const filter of [{}, { group: card.group }, { status: 'vulnerable' }, { status: 'other' }]) {
        const query = q({ q: text, ...filter });
        const expected = filterCards(sea, query).map((card) => card.slug);
        expect(index.find(query).map((card) => card.slug)).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(sea.length); // the queries find cards, not only none
  });

  test('holds every card by the words it is found by, each term once: a term its name or scientific name gives is left out', () => {
    const cards: DiscoverCard[] = [{ ...sea[0]!, name: 'Blue Tang', scientificName: 'Paracanthurus hepatus', terms: 'blue tang|paracanthurus|acanthuridae|old-name|blue ribbon|old' }];
    const file = JSON.parse(discoverIndexFiles(cards).get(NAME_INDEX_FILE)!) as NameIndexFile;
    expect(file.cards).toEqual([[cards[0]!.slug, 'Blue Tang', 'Paracanthurus hepatus', 'acanthuridae|old-name|blue ribbon', cards[0]!.group, cards[0]!.status]]);
    for (const word of ['oldname', 'ribbon']) expect(new NameIndex(file).find(q({ q: word })).map((card) => card.slug)).toEqual([cards[0]!.slug]);
  });

  test('kept up to date by the publish: rewritten when a card comes, goes or is renamed, not for a photo or a picture', () => {
    const { index } = DiscoverIndex.whole(sea);
    let files = discoverIndexFiles(sea);
    const step = (cards: DiscoverCard[]) => {
      const changes = index.update(cards, (path) => files.get(path)!);
      files = discoverIndexFiles(cards);
      return changes.has(NAME_INDEX_FILE) ? changes.get(NAME_INDEX_FILE) : undefined;
    };
    const photo = sea.map((card, i) => (i === 10 ? { ...card, photos: card.photos + 1, image: { src: '/photos/new.jpg' } } : card));
    expect(step(photo)).toBeUndefined();
    const renamed = photo.map((card, i) => (i === 10 ? { ...card, terms: `${card.terms}|newsynonym` } : card));
    expect(step(renamed)).toBe(files.get(NAME_INDEX_FILE)!);
    expect(nameIndex(renamed).find(q({ q: 'newsynonym' })).map((card) => card.slug)).toEqual([sea[10]!.slug]);
    expect(step(renamed.slice(1))).toBe(files.get(NAME_INDEX_FILE)!);
    expect(step([])).toBeNull();
  });
});
