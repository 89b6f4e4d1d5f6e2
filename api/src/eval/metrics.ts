/**
 * The evaluation's figures as pure functions of plain values: rank comparison, top-k accuracy, percentiles and the
 * expected calibration error. Nothing here calls WoRMS or the model.
 */

/** The ranks accuracy is measured at. */
export const EVAL_RANKS = ['species', 'genus', 'family'] as const;
export type EvalRank = (typeof EVAL_RANKS)[number];

/** WoRMS's spelling of each rank. */
export const WORMS_RANK: Record<EvalRank, string> = { species: 'Species', genus: 'Genus', family: 'Family' };

/** Ranks at or below species: an answer at any other rank stops above the species (an abstention). */
const SPECIES_OR_BELOW = new Set(['Species', 'Subspecies', 'Natio', 'Variety', 'Subvariety', 'Forma', 'Subforma', 'Mutatio']);

/** One step of a taxon at a rank: its AphiaID when the lineage gives it, its name always. */
export interface RankStep {
  aphiaId: number | null;
  name: string;
}

/** A taxon as the evaluation compares it: an answer, a candidate, or a label (all accepted WoRMS taxa). */
export interface TaxonKey {
  aphiaId: number;
  scientificName: string;
  /** WoRMS's rank: "Species", "Genus", … */
  rank: string;
  /** The taxon's own species, genus and family, where it is at or below them. */
  at: Partial<Record<EvalRank, RankStep>>;
  /** AphiaIDs from the kingdom down to the taxon itself (empty when WoRMS gave no classification). */
  lineageIds: number[];
}

/**
 * Whether two taxa agree at a rank: both reach it and it is the same taxon there, by AphiaID when both know it,
 * else by name (from WoRMS's classification fields).
 */
export function sameAt(a: TaxonKey | null, b: TaxonKey | null, rank: EvalRank): boolean {
  const x = a?.at[rank];
  const y = b?.at[rank];
  if (!x || !y) return false;
  if (x.aphiaId !== null && y.aphiaId !== null) return x.aphiaId === y.aphiaId;
  return x.name.toLowerCase() === y.name.toLowerCase();
}

/** Whether one of the first k answers agrees with the label at the rank. */
export function topKCorrect(answers: Array<TaxonKey | null>, label: TaxonKey, rank: EvalRank, k: number): boolean {
  return answers.slice(0, k).some((answer) => sameAt(answer, label, rank));
}

/** The ranked answers: the one shown first, then the candidates by confidence, each taxon once (unmatched ones kept). */
export function rankedAnswers(shown: TaxonKey | null, candidates: Array<TaxonKey | null>): Array<TaxonKey | null> {
  const seen = new Set<number>();
  const list: Array<TaxonKey | null> = [];
  for (const entry of [shown, ...candidates]) {
    if (entry && seen.has(entry.aphiaId)) continue;
    if (entry) seen.add(entry.aphiaId);
    list.push(entry);
  }
  return list;
}

/** An answer that stops above species (genus, family, …): the rank rule or the model declined to name a species. */
export function isAbstention(answer: TaxonKey | null): boolean {
  return !!answer && !SPECIES_OR_BELOW.has(answer.rank);
}

/** Whether a taxon above species contains the label: right at the rank it stopped at. */
export function containsLabel(answer: TaxonKey, label: TaxonKey): boolean {
  if (answer.lineageIds.length && label.lineageIds.length) return label.lineageIds.includes(answer.aphiaId);
  const rank = (Object.keys(WORMS_RANK) as EvalRank[]).find((r) => WORMS_RANK[r] === answer.rank);
  return rank ? sameAt(answer, label, rank) : false;
}

/** The share of true flags; null for none. */
export function rate(flags: boolean[]): number | null {
  return flags.length ? flags.filter(Boolean).length / flags.length : null;
}

export function mean(values: number[]): number | null {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null;
}

/** The p-th percentile (0..1) with linear interpolation between closest ranks (numpy's default); null for none. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export interface CalibrationBin {
  /** Confidences in [from, to); the last bin includes 1. */
  from: number;
  to: number;
  count: number;
  meanConfidence: number | null;
  accuracy: number | null;
}

export interface Calibration {
  /** Σ (bin count / total) · |bin accuracy − bin mean confidence|; null with no points. */
  ece: number | null;
  bins: CalibrationBin[];
}

/** Expected calibration error over equal-width confidence bins. */
export function calibration(points: Array<{ confidence: number; correct: boolean }>, binCount = 10): Calibration {
  const bins = Array.from({ length: binCount }, (_, i) => ({ from: i / binCount, to: (i + 1) / binCount, points: [] as typeof points }));
  for (const point of points) {
    const confidence = Math.min(1, Math.max(0, point.confidence));
    bins[Math.min(binCount - 1, Math.floor(confidence * binCount))]!.points.push({ ...point, confidence });
  }
  let ece = 0;
  const shown = bins.map(({ from, to, points: inBin }) => {
    const meanConfidence = mean(inBin.map((p) => p.confidence));
    const accuracy = rate(inBin.map((p) => p.correct));
    if (meanConfidence !== null && accuracy !== null) ece += (inBin.length / points.length) * Math.abs(accuracy - meanConfidence);
    return { from, to, count: inBin.length, meanConfidence, accuracy };
  });
  return { ece: points.length ? ece : null, bins: shown };
}
