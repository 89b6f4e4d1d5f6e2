import type { DiscoverCard } from './discover-card';

/**
 * Discover's search and filters, without the DOM, for the browser script: matching, and the URL query
 * `?q=&status=&group=` that makes a filtered Discover shareable. The filters' options are in
 * discover-options.ts (apart, so the script does not carry the group table).
 */
export interface DiscoverQuery {
  /** The search text, as typed. */
  q: string;
  /** A status key (`statusKey`), or '' for every category. */
  status: string;
  /** A SeaLifeGroup, or '' for every group. */
  group: string;
}

export const EMPTY_QUERY: DiscoverQuery = { q: '', status: '', group: '' };

/** The IUCN Red List categories, in the Red List's own order. */
export const RED_LIST_CATEGORIES = [
  'Extinct',
  'Extinct in the Wild',
  'Critically Endangered',
  'Endangered',
  'Vulnerable',
  'Near Threatened',
  'Least Concern',
  'Data Deficient',
  'Not Evaluated',
] as const;

/** Statuses that name no Red List category (and cards without a status). */
export const OTHER_STATUS = 'other';

/** A category's key in the URL and the <select>: "Least Concern" is "least-concern". */
export const keyOf = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** The filter key of a card's status: "critically-endangered" for "Critically Endangered (CR)", else 'other'. */
export function statusKey(status: string | null): string {
  const name = (status ?? '').replace(/\([^)]*\)\s*$/, '').trim().toLowerCase();
  const category = RED_LIST_CATEGORIES.find((category) => category.toLowerCase() === name);
  return category ? keyOf(category) : OTHER_STATUS;
}

export const isBlankQuery = (query: DiscoverQuery) => !query.q.trim() && !query.status && !query.group;

const ASCII = /^[\x00-\x7f]*$/;
/** Lower case without accents ("Crème" is "creme"). */
const fold = (text: string) => (ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();

/** Chinese writes a name without spaces: every word of it is found within it ("章鱼" in "普通章鱼"). */
const HAN = /\p{Script=Han}/u;
const endsOf = (word: string) => {
  const chars = [...word];
  return chars.slice(1, -1).map((_, i) => chars.slice(i + 1).join(''));
};

/**
 * The words a name is searched by: lower case, accents dropped, split at anything but letters and digits;
 * a hyphenated or apostrophised name also gives its parts joined ("Black-tipped": black, tipped, blacktipped);
 * a Chinese one also every end of it of two characters or more.
 */
export function nameWords(text: string): string[] {
  const folded = fold(text);
  if (ASCII.test(folded)) return asciiNameWords(folded);
  const words: string[] = [];
  for (const token of folded.split(/\s+/)) {
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
    for (const part of parts) if (HAN.test(part)) words.push(...endsOf(part));
  }
  return words;
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const isLetterOrDigit = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/** nameWords of plain lower-case ASCII (most names), without regular expressions: Discover's index reads every card's. */
function asciiNameWords(text: string): string[] {
  const words: string[] = [];
  let parts = 0;
  let start = -1;
  const endToken = () => {
    if (parts > 1) words.push(words.slice(words.length - parts).join(''));
    parts = 0;
  };
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (isLetterOrDigit(code)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      words.push(text.slice(start, i));
      parts++;
      start = -1;
    }
    if (isSpace(code)) endToken();
  }
  return words;
}

/**
 * A search word shorter than this narrows nothing: one letter is in most names, and is mostly a word still being
 * typed ("reef s"); its list would be most of the index (decision 102).
 */
export const SHORTEST_WORD = 2;

/** The words of a search, lower case without accents, of SHORTEST_WORD characters or more. */
export const queryWords = (q: string) => [...new Set(fold(q).split(/[^\p{L}\p{N}]+/u).filter((word) => [...word].length >= SHORTEST_WORD))];

/** Every word of a card's names: its name, scientific name and other names (synonyms, genus, family, order). */
export function cardWords(card: Pick<DiscoverCard, 'name' | 'scientificName' | 'terms'>): string[] {
  const words = new Set<string>();
  for (const name of [card.name, card.scientificName ?? '', ...card.terms.split('|')]) for (const word of nameWords(name)) words.add(word);
  return [...words];
}

/** Latin endings of a genus name, and the endings of the family and subfamily named after it. */
const GENUS_ENDINGS = ['a', 'e', 'ia', 'us', 'um', 'is', 'es', 'on'];
const FAMILY_ENDINGS = ['idae', 'inae'];

/**
 * What a search word is looked for as: itself, and, for a genus-like word, the family and subfamily named after
 * it ("chelonia" also finds Cheloniidae, "pomacentrus" Pomacentridae), since a family takes its type genus's stem.
 */
export function searchForms(word: string): string[] {
  const stems = word.length < 5 ? [] : GENUS_ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 4).map((ending) => word.slice(0, -ending.length));
  return [word, ...stems.flatMap((stem) => FAMILY_ENDINGS.map((ending) => stem + ending))];
}

/**
 * From this many characters a search word is found anywhere in a name's word; a shorter one starts one (a part of
 * two letters is in most names, and its file would be most of the index: decision 102).
 */
export const PART_CHARS = 3;

/** A search word is found in a name's word: anywhere from PART_CHARS characters on, else at its start. */
export const wordFound = (name: string, word: string) =>
  word.length < PART_CHARS ? name.startsWith(word) : searchForms(word).some((form) => name.includes(form));

/**
 * Search over the names: every word of the query is found in some word of the card's names ("reef sha" finds
 * Blacktip Reef Shark, "ocel" Amphiprion ocellaris, "chelonia" family Cheloniidae); and both filters.
 */
export function matchesCard(card: DiscoverCard, query: DiscoverQuery): boolean {
  return matchesWords(card, () => cardWords(card), query);
}

/**
 * matchesCard of a card whose words (cardWords) are known, or made when a search needs them; `words` the query's
 * (queryWords), when a search of many cards made them once.
 */
export function matchesWords(card: Pick<DiscoverCard, 'group' | 'status'>, own: () => readonly string[], query: DiscoverQuery, words = queryWords(query.q)): boolean {
  if (query.status && statusKey(card.status) !== query.status) return false;
  if (query.group && card.group !== query.group) return false;
  if (words.length === 0) return true;
  const names = own();
  return words.every((word) => names.some((name) => wordFound(name, word)));
}

export const filterCards = (cards: DiscoverCard[], query: DiscoverQuery) => cards.filter((card) => matchesCard(card, query));

/** The query read from a URL's search part ("?q=clown&group=fishes"); missing parameters are ''. */
export function readQuery(search: string): DiscoverQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', status: params.get('status') ?? '', group: params.get('group') ?? '' };
}

/** The URL search part for a query: only the parameters set, '' when none is. */
export function queryString(query: DiscoverQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.group) params.set('group', query.group);
  const text = params.toString();
  return text ? `?${text}` : '';
}
