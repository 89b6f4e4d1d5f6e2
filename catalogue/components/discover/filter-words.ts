import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { SeaLifeGroup } from '../../model/groups';
import type { FilterOption } from '../../discover/discover-options';

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** The IUCN categories by their key in the filter ("least-concern"), as the Red List names them in each language. */
const STATUS_WORDS: Record<string, Words> = {
  extinct: m.species_iucn_extinct,
  'extinct-in-the-wild': m.species_iucn_extinct_in_the_wild,
  'critically-endangered': m.species_iucn_critically_endangered,
  endangered: m.species_iucn_endangered,
  vulnerable: m.species_iucn_vulnerable,
  'near-threatened': m.species_iucn_near_threatened,
  'least-concern': m.species_iucn_least_concern,
  'data-deficient': m.species_iucn_data_deficient,
  'not-evaluated': m.species_iucn_not_evaluated,
  other: m.species_iucn_other,
};

const GROUP_WORDS: Record<SeaLifeGroup, Words> = {
  'sharks-rays': m.species_group_sharks_rays,
  fishes: m.species_group_fishes,
  'corals-anemones': m.species_group_corals_anemones,
  jellyfish: m.species_group_jellyfish,
  molluscs: m.species_group_molluscs,
  crustaceans: m.species_group_crustaceans,
  echinoderms: m.species_group_echinoderms,
  'turtles-reptiles': m.species_group_turtles_reptiles,
  mammals: m.species_group_mammals,
  seabirds: m.species_group_seabirds,
  'algae-plants': m.species_group_algae_plants,
  other: m.species_group_other,
};

/** Discover's filter options with their labels in the page's language; the values (the URL's keys) stay. */
export function inLanguage(options: FilterOption[], kind: 'status' | 'group', language: Language): FilterOption[] {
  const words: Record<string, Words> = kind === 'status' ? STATUS_WORDS : GROUP_WORDS;
  return options.map((option) => ({ ...option, label: words[option.value]?.({}, { locale: language }) ?? option.label }));
}
