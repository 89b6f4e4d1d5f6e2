import { stepBackReason, type StepBackReason } from '@rules/identification';
import { isAboveSpecies, type Taxon } from '@rules/taxon';
import type { ResultWords } from './result-words';
import type { ResultCandidate } from './types';

export { isAboveSpecies };

/**
 * When the answer stops above species (the server's rank rule) while species were proposed: says so plainly, in the
 * style of iNaturalist, and why. The API sends the reason; a page with its own shape has it read from the candidates.
 */
export default function RankNote({
  taxon,
  candidates,
  reason,
  words,
}: {
  taxon: Taxon | null | undefined;
  candidates: ResultCandidate[];
  reason?: StepBackReason | null;
  words: ResultWords;
}) {
  if (!taxon || !isAboveSpecies(taxon.rank)) return null;
  const why = reason === undefined ? stepBackReason(true, candidates) : reason;
  if (!why) return null;
  const rank = taxon.rank.trim().toLowerCase();
  const italic = rank === 'genus' || rank === 'subgenus';
  // The note's words around the name, which is set in italics for a genus.
  const [before = '', after = ''] = words.rankNote
    .replace('{rank}', words.ranks[rank] ?? rank)
    .replace('{reason}', words.stepBack[why])
    .split('{name}');
  return (
    <p className="rd-rank-note" data-step-back={why}>
      {before}
      {italic ? <i>{taxon.scientificName}</i> : taxon.scientificName}
      {after}
    </p>
  );
}
