/**
 * The groups Discover filters by, derived from a taxon's classification: what a diver would call them, not ranks.
 * The first rule that matches wins, so the cartilaginous fishes are "sharks and rays" before "fishes".
 */
export const SEA_LIFE_GROUPS = [
  { id: 'sharks-rays', label: 'Sharks and rays', names: ['elasmobranchii', 'holocephali', 'selachii', 'batoidea'] },
  { id: 'fishes', label: 'Fishes', names: ['actinopterygii', 'actinopteri', 'teleostei', 'sarcopterygii', 'myxini', 'petromyzonti', 'pisces'] },
  { id: 'corals-anemones', label: 'Corals and anemones', names: ['anthozoa', 'hexacorallia', 'octocorallia'] },
  { id: 'jellyfish', label: 'Jellyfish', names: ['scyphozoa', 'cubozoa', 'hydrozoa', 'staurozoa', 'ctenophora'] },
  { id: 'molluscs', label: 'Molluscs', names: ['mollusca'] },
  { id: 'crustaceans', label: 'Crustaceans', names: ['crustacea', 'malacostraca', 'hexanauplia', 'thecostraca', 'copepoda', 'maxillopoda', 'ostracoda', 'branchiopoda'] },
  { id: 'echinoderms', label: 'Echinoderms', names: ['echinodermata'] },
  { id: 'turtles-reptiles', label: 'Sea turtles and reptiles', names: ['reptilia', 'testudines', 'squamata', 'crocodylia'] },
  { id: 'mammals', label: 'Marine mammals', names: ['mammalia'] },
  { id: 'seabirds', label: 'Seabirds', names: ['aves'] },
  { id: 'algae-plants', label: 'Algae and plants', names: ['plantae', 'chromista', 'rhodophyta', 'chlorophyta', 'phaeophyceae', 'ochrophyta', 'tracheophyta', 'charophyta'] },
] as const;

export type SeaLifeGroup = (typeof SEA_LIFE_GROUPS)[number]['id'] | 'other';

export const GROUP_LABELS: Record<SeaLifeGroup, string> = {
  ...(Object.fromEntries(SEA_LIFE_GROUPS.map((group) => [group.id, group.label])) as Record<(typeof SEA_LIFE_GROUPS)[number]['id'], string>),
  other: 'Other sea life',
};

/** The group of a lineage given as names (kingdom, phylum, class, order, … in any order); 'other' when none fits. */
export function seaLifeGroup(names: Array<string | null | undefined>): SeaLifeGroup {
  const lower = new Set(names.flatMap((name) => (name ? [name.trim().toLowerCase()] : [])));
  return SEA_LIFE_GROUPS.find((group) => group.names.some((name) => lower.has(name)))?.id ?? 'other';
}
