import type { LineageStep } from './model';

/** Ranks an answer may stop at; sub- and super-ranks in a lineage are passed over. */
const MAIN_RANKS = new Set(['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species']);

export interface WeighedCandidate {
  confidence: number;
  /** The candidate's accepted taxon's lineage, null when WoRMS does not know it. */
  lineage: LineageStep[] | null;
}

/**
 * The rank rule: when the best candidate's confidence is under the threshold, the answer is the deepest taxon
 * that the candidates holding most of the confidence share. Those candidates are taken in confidence order until
 * their confidences add up to the threshold (or none are left). When they are all one taxon and still under it,
 * the answer steps up one rank ("probably genus Chromis", not a species we are unsure of).
 *
 * Returns null when the rule does not apply: the best candidate is sure enough, or WoRMS knows none of them.
 * Candidates come sorted by confidence, highest first.
 */
export function commonTaxon(candidates: WeighedCandidate[], threshold: number): LineageStep | null {
  const best = candidates[0];
  if (!best || best.confidence >= threshold) return null;
  const known = candidates.filter((candidate) => candidate.lineage?.length);
  const chosen: LineageStep[][] = [];
  let total = 0;
  for (const candidate of known) {
    chosen.push(candidate.lineage!.filter((step) => MAIN_RANKS.has(step.rank)));
    total += candidate.confidence;
    if (total >= threshold) break;
  }
  if (chosen.length === 0) return null;

  const shared: LineageStep[] = [];
  for (let depth = 0; chosen.every((lineage) => lineage[depth] && lineage[depth]!.aphiaId === chosen[0]![depth]!.aphiaId); depth++) {
    shared.push(chosen[0]![depth]!);
  }
  const oneTaxon = chosen.every((lineage) => lineage.length === shared.length);
  if (oneTaxon && total < threshold) shared.pop();
  return shared.at(-1) ?? null;
}
