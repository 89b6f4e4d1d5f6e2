/**
 * Reviewing a trip's identified sightings: which the model was sure of, and why the others are doubtful. One rule,
 * used by the API (what "Accept all that are sure" accepts) and by the screen (which cards come first, and why).
 */
import { isAboveSpecies } from './taxon';

/**
 * Why an answer is doubtful:
 * - low-confidence: the model's best candidate is below SURE_CONFIDENCE;
 * - above-species: the answer stepped back to a genus or a family (or WoRMS places it above species);
 * - not-recorded-nearby: OBIS has no record of the answer near where the photo was taken;
 * - not-recorded-at-depth: OBIS has records of it near there, but none at the photo's depth;
 * - unknown-name: WoRMS does not know the name the answer gives, so nothing above could be checked.
 */
export const DOUBTS = ['low-confidence', 'above-species', 'not-recorded-nearby', 'not-recorded-at-depth', 'unknown-name'] as const;
export type Doubt = (typeof DOUBTS)[number];

/**
 * A trip of more than this many sightings to identify goes through the model provider's batch (half the price, the
 * results within a day), unless the diver asks for now (decision 136). The screen offers the choice above it.
 */
export const BATCH_ABOVE = 20;

/** The confidence from which the model is sure: where an answer's confidence reads "likely" (rules/identification.ts). */
export const SURE_CONFIDENCE = 0.7;

/** What the rule reads of an answer: its rank, the best candidate's confidence, and the OBIS checks of the answer. */
export interface ReviewedAnswer {
  /** WoRMS's rank of the answer ("Species", "Genus", …), else the model's ("species", "genus", "family"); null when unknown. */
  rank: string | null;
  /** The best candidate's confidence, 0 to 1; null when the answer has none (an older row). */
  confidence: number | null;
  /** Whether OBIS records the answer near the photo's place, and at its depth; null when not known. */
  nearby: boolean | null;
  atDepth: boolean | null;
  /** The answer's WoRMS taxon, null when WoRMS does not know it. */
  aphiaId: number | null;
}

/** Every reason the answer is doubtful, in the order of DOUBTS; none: the model was sure. */
export function doubtsOf(answer: ReviewedAnswer): Doubt[] {
  const doubts: Doubt[] = [];
  if (answer.confidence === null || answer.confidence < SURE_CONFIDENCE) doubts.push('low-confidence');
  if (answer.rank === null || isAboveSpecies(answer.rank)) doubts.push('above-species');
  // A species not recorded nearby is recorded at no depth there either: the two say one thing, counted once.
  if (answer.nearby === false) doubts.push('not-recorded-nearby');
  else if (answer.atDepth === false) doubts.push('not-recorded-at-depth');
  if (answer.aphiaId === null) doubts.push('unknown-name');
  return doubts;
}

/** Cards in review order: the doubtful first, then the sure, each group in the trip's own order. */
export function doubtfulFirst<T extends { doubts: readonly Doubt[] }>(cards: T[]): T[] {
  return [...cards.filter((card) => card.doubts.length > 0), ...cards.filter((card) => card.doubts.length === 0)];
}
