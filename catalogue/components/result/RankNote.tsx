import { stepBackReason, type StepBackReason } from '@rules/identification';
import { isAboveSpecies, type Taxon } from '@rules/taxon';
import type { ResultCandidate } from './types';

export { isAboveSpecies };

const REASON_TEXT: Record<StepBackReason, string> = {
  spread: 'the photo does not settle the species',
  'not-recorded-nearby': 'the likeliest species is not recorded near here',
  'not-recorded-at-depth': 'the likeliest species is not recorded at this depth here',
};

/**
 * When the answer stops above species (the server's rank rule) while species were proposed: says so plainly, in the
 * style of iNaturalist, and why. The API sends the reason; a page with its own shape has it read from the candidates.
 */
export default function RankNote({
  taxon,
  candidates,
  reason,
}: {
  taxon: Taxon | null | undefined;
  candidates: ResultCandidate[];
  reason?: StepBackReason | null;
}) {
  if (!taxon || !isAboveSpecies(taxon.rank)) return null;
  const why = reason === undefined ? stepBackReason(true, candidates) : reason;
  if (!why) return null;
  const rank = taxon.rank.trim().toLowerCase();
  const italic = rank === 'genus' || rank === 'subgenus';
  return (
    <p className="rd-rank-note" data-step-back={why}>
      We're pretty sure it's in {rank} {italic ? <i>{taxon.scientificName}</i> : taxon.scientificName}; {REASON_TEXT[why]}.
    </p>
  );
}
