import type { DiscoverCard } from './discover-card';
import { cardWords, matchesWords, nameWords, queryWords, type DiscoverQuery } from './discover-filter';

/**
 * Discover's name index: every card's search fields in one file, so that a device that kept it searches the whole
 * catalogue offline by the very rule of the names files (matchesCard, wordFound). The names files stay what the
 * browser reads online (one small file per word); this one is read only when they cannot be (decision 121).
 *
 *   /discover/names/every-name.json   { "cards": [[slug, name, scientific name, terms, group, status], ...] }
 *                                     in Discover's order. Its name is no names key (those have three characters
 *                                     at most, a filter's starts "group-" or "status-").
 *
 * It holds what a card is found and filtered by, and the little a card shows without its chunk; not the photo
 * count or the picture, so a photo published to a species already listed leaves it as it was.
 */
export const NAME_INDEX_PATH = '/discover/names/every-name.json';
export const NAME_INDEX_FILE = NAME_INDEX_PATH.slice(1);

type Entry = [slug: string, name: string, scientificName: string | null, terms: string, group: DiscoverCard['group'], status: string | null];
export interface NameIndexFile {
  cards: Entry[];
}

/** What the name index holds of a card. */
export type NamedCard = Pick<DiscoverCard, 'slug' | 'name' | 'scientificName' | 'terms' | 'group' | 'status'>;

const entryOf = ({ slug, name, scientificName, terms, group, status }: NamedCard): Entry => [slug, name, scientificName, ownTerms(name, scientificName, terms), group, status];

/**
 * A card's terms without those whose every word its name, scientific name or an earlier term already gives (the
 * genus of its scientific name, a vernacular name that is its name): the card's words (cardWords) are the same, and
 * the file a quarter smaller.
 */
function ownTerms(name: string, scientificName: string | null, terms: string): string {
  const words = new Set([...nameWords(name), ...nameWords(scientificName ?? '')]);
  const kept: string[] = [];
  for (const term of terms.split('|')) {
    const own = nameWords(term);
    if (own.every((word) => words.has(word))) continue;
    kept.push(term);
    for (const word of own) words.add(word);
  }
  return kept.join('|');
}

/** The name index of these cards (Discover's order). */
export function nameIndexFile(cards: readonly NamedCard[]): string {
  const file: NameIndexFile = { cards: cards.map(entryOf) };
  return JSON.stringify(file);
}

/** Whether two cards are the same in the name index. */
export const sameNamedCard = (a: NamedCard, b: NamedCard) =>
  a.slug === b.slug && a.name === b.name && a.scientificName === b.scientificName && a.terms === b.terms && a.group === b.group && a.status === b.status;

/** A name index read back, searched by Discover's rule. */
export class NameIndex {
  private readonly cards: Array<{ card: NamedCard; words: readonly string[] }>;

  constructor(file: NameIndexFile) {
    this.cards = file.cards.map(([slug, name, scientificName, terms, group, status]) => {
      const card = { slug, name, scientificName, terms, group, status };
      // Each card's words once: every search would otherwise make them again for every card.
      return { card, words: cardWords(card) };
    });
  }

  /** The cards matching the query, in Discover's order; every card for a blank one. */
  find(query: DiscoverQuery): NamedCard[] {
    const words = queryWords(query.q);
    return this.cards.filter(({ card, words: own }) => matchesWords(card, () => own, query, words)).map(({ card }) => card);
  }
}
