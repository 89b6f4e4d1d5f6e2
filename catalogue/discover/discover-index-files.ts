import type { DiscoverCard } from './discover-card';
import { cardWords, statusKey } from './discover-filter';
import { CARD_CHUNK, namesKey, type CardsFile, type FiltersFile, type NamesFile, type ShownCard } from './discover-index';

/** FNV-1a of a text, in base 36: the same in Bun, Node and Astro's build (no runtime's own hash). */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The version of Discover's order: changes when a card is added, removed or moves. */
export const discoverVersion = (cards: Pick<DiscoverCard, 'slug'>[]) => `${cards.length.toString(36)}-${fnv(cards.map((card) => card.slug).join('\n'))}`;

const deltas = (positions: number[]) => positions.map((position, i) => (i === 0 ? position : position - positions[i - 1]!));
const sortedEntries = <T,>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Every file of Discover's search index (see discover-index.ts), by path under the site's root
 * ("discover/names/bl.json"): the Astro build and the server's overlay write the same bytes.
 */
export function discoverIndexFiles(cards: DiscoverCard[]): Map<string, string> {
  const v = discoverVersion(cards);
  const n = cards.length;
  const files = new Map<string, string>();

  // word -> positions (ascending, as cards are visited in order)
  const words = new Map<string, number[]>();
  cards.forEach((card, position) => {
    for (const word of cardWords(card)) {
      const list = words.get(word);
      if (list) list.push(position);
      else words.set(word, [position]);
    }
  });
  const shards = new Map<string, Map<string, Set<number>>>();
  const add = (key: string, entry: string, positions: number[]) => {
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = new Map()));
    let set = shard.get(entry);
    if (!set) shard.set(entry, (set = new Set()));
    for (const position of positions) set.add(position);
  };
  for (const [word, positions] of words) {
    const chars = [...word];
    add(namesKey(word), word, positions);
    // Every ending of two characters or more too, so that a search finds any part of a word by its start.
    for (let i = 1; i < chars.length - 1; i++) add(namesKey(chars[i]! + chars[i + 1]!), chars.slice(i).join(''), positions);
    // The one-character file: merged per two-character prefix (or the word itself when it is one character).
    if (chars.length > 1) add(namesKey(chars[0]!), chars.slice(0, 2).join(''), positions);
  }
  for (const [key, shard] of shards) {
    const file: NamesFile = { v, n, words: sortedEntries(shard).map(([word, positions]) => [word, deltas([...positions].sort((a, b) => a - b))]) };
    files.set(`discover/names/${key}.json`, JSON.stringify(file));
  }

  const groups = [...new Set(cards.map((card) => card.group))].sort();
  const statusKeys = cards.map((card) => statusKey(card.status));
  const statuses = [...new Set(statusKeys)].sort();
  const codes = cards.map((card, i) => `${groups.indexOf(card.group).toString(36)}${statuses.indexOf(statusKeys[i]!).toString(36)}`).join('');
  const filters: FiltersFile = { v, n, groups, statuses, codes, names: [...shards.keys()].sort() };
  files.set('discover/filters.json', JSON.stringify(filters));

  for (let chunk = 0; chunk * CARD_CHUNK < n; chunk++) {
    const shown = cards.slice(chunk * CARD_CHUNK, (chunk + 1) * CARD_CHUNK).map(
      ({ slug, name, scientificName, status, photos, image }): ShownCard => ({ slug, name, scientificName, status, photos, image }),
    );
    const file: CardsFile = { v, n, cards: shown };
    files.set(`discover/cards/${chunk}.json`, JSON.stringify(file));
  }
  return files;
}
