import type { Taxon } from '@rules/taxon';
import type { ResultCandidate } from './types';

/** WoRMS ranks at or below species; every other rank (genus, family, order…) is above it. */
const SPECIES_OR_BELOW = new Set(['species', 'subspecies', 'natio', 'variety', 'subvariety', 'forma', 'subforma', 'form', 'mutatio']);

export const isAboveSpecies = (rank: string) => !SPECIES_OR_BELOW.has(rank.trim().toLowerCase());

/**
 * When the answer stops above species (the server's rank rule) while species were proposed: says so plainly,
 * in the style of iNaturalist.
 */
export default function RankNote({ taxon, candidates }: { taxon: Taxon | null | undefined; candidates: ResultCandidate[] }) {
  if (!taxon || !isAboveSpecies(taxon.rank)) return null;
  if (!candidates.some((candidate) => candidate.rank === 'species')) return null;
  const rank = taxon.rank.trim().toLowerCase();
  const italic = rank === 'genus' || rank === 'subgenus';
  return (
    <p className="rd-rank-note">
      We're pretty sure it's in {rank} {italic ? <i>{taxon.scientificName}</i> : taxon.scientificName}; the photo does not settle the species.
    </p>
  );
}
