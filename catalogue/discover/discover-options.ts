import { keyOf, RED_LIST_CATEGORIES, statusKey } from './discover-filter';
import { GROUP_LABELS, SEA_LIFE_GROUPS, type SeaLifeGroup } from '../model/groups';
import type { DiscoverCard } from './discover-card';

// The options of Discover's filters, rendered into the static page only.

export interface FilterOption {
  value: string;
  label: string;
}

/** The IUCN categories present among the cards, in Red List order, "Other" last. */
export function statusOptions(cards: DiscoverCard[]): FilterOption[] {
  const present = new Set(cards.map((card) => statusKey(card.status)));
  const options: FilterOption[] = [...RED_LIST_CATEGORIES, 'Other'].map((label) => ({ value: keyOf(label), label }));
  return options.filter((option) => present.has(option.value));
}

/** The groups present among the cards, in SEA_LIFE_GROUPS order, "Other sea life" last. */
export function groupOptions(cards: DiscoverCard[]): FilterOption[] {
  const present = new Set(cards.map((card) => card.group));
  const order: SeaLifeGroup[] = [...SEA_LIFE_GROUPS.map((group) => group.id), 'other'];
  return order.filter((id) => present.has(id)).map((id) => ({ value: id, label: GROUP_LABELS[id] }));
}

