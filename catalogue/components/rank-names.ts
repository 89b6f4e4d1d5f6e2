import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

const RANKS: Record<string, (inputs: object, options: { locale: Language }) => string> = {
  species: m.rank_species,
  subspecies: m.rank_subspecies,
  genus: m.rank_genus,
  family: m.rank_family,
  order: m.rank_order,
  class: m.rank_class,
  phylum: m.rank_phylum,
};

/** A rank as WoRMS names it ("Species", "Genus"), in a language; a rank without a translation keeps WoRMS's word. */
export function rankName(rank: string, language: Language): string {
  const named = RANKS[rank.trim().toLowerCase()];
  return named ? named({}, { locale: language }) : rank;
}
