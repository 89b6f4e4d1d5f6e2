import type { DiscoverCard } from '../components/discover/SpeciesCard';

/**
 * Discover's search and filters, without the DOM, for the browser script: matching, and the URL query
 * `?q=&status=&group=` that makes a filtered Discover shareable. The filters' options are in
 * components/discover/discover-options.ts (apart, so the script does not carry the group table).
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

/** Case-insensitive substring of the name, the scientific name or one of the card's other names; and both filters. */
export function matchesCard(card: DiscoverCard, query: DiscoverQuery): boolean {
  if (query.status && statusKey(card.status) !== query.status) return false;
  if (query.group && card.group !== query.group) return false;
  const needle = query.q.trim().toLowerCase();
  return !needle || card.name.toLowerCase().includes(needle) || (card.scientificName ?? '').toLowerCase().includes(needle) || card.terms.toLowerCase().includes(needle);
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
