/**
 * The model's accuracy on verified sightings, as pure functions of plain values: the experts' community taxon is the
 * truth, the machine taxon (the answer WoRMS checked and the rank rule may have stopped above species) is the model's
 * answer, and the best candidate's confidence is what the model claimed.
 */

/** One step of a WoRMS lineage, kingdom first, the taxon itself last. */
export interface LineageStep {
  aphiaId: number;
  rank: string;
  name: string;
}

/** A verified sighting as the figures read it. */
export interface VerifiedSighting {
  /** The machine taxon's lineage; null when the model's answer matched nothing in WoRMS (wrong at every rank). */
  machine: LineageStep[] | null;
  /** The community taxon's lineage: genus rank or deeper, since a sighting is verified only then. */
  community: LineageStep[];
  /** The candidate the model was most confident of; null when the answer kept no candidates. */
  bestCandidate: { confidence: number; aphiaId: number | null; lineage: LineageStep[] | null } | null;
  reviewRequestedAt: Date | null;
  verifiedAt: Date;
}

export const RANKS = ['species', 'genus', 'family'] as const;
export type Rank = (typeof RANKS)[number];
const WORMS_RANK: Record<Rank, string> = { species: 'Species', genus: 'Genus', family: 'Family' };

/** How many sightings a figure stands on, how many of them were right, and the share (null for none). */
export interface Share {
  sightings: number;
  right: number;
  rate: number | null;
}
export type Agreement = Record<Rank, Share>;

const share = (flags: boolean[]): Share => {
  const right = flags.filter(Boolean).length;
  return { sightings: flags.length, right, rate: flags.length ? right / flags.length : null };
};

/** The taxon a lineage passes through at a rank; undefined when it stops above it. */
export const stepAt = (lineage: LineageStep[] | null, rank: Rank) => lineage?.find((step) => step.rank === WORMS_RANK[rank]);

/**
 * Top-1 agreement at a rank, over the sightings whose community taxon reaches that rank: right when the machine
 * taxon reaches it too and is the same taxon there. An answer that stopped above the rank named nothing there, so it
 * is not right at it (a genus answer is not right at species); at the ranks it did reach it is judged as any other.
 */
export function agreement(sightings: VerifiedSighting[]): Agreement {
  const at = (rank: Rank) =>
    share(
      sightings
        .filter((s) => stepAt(s.community, rank))
        .map((s) => stepAt(s.machine, rank)?.aphiaId === stepAt(s.community, rank)!.aphiaId),
    );
  return { species: at('species'), genus: at('genus'), family: at('family') };
}

export interface ClassAgreement {
  /** The community taxon's class; null when its lineage names none. */
  className: string | null;
  agreement: Agreement;
}

/** Agreement per class of the community taxon, the class with most sightings first. */
export function agreementByClass(sightings: VerifiedSighting[]): ClassAgreement[] {
  const groups = new Map<string | null, VerifiedSighting[]>();
  for (const s of sightings) {
    const className = s.community.find((step) => step.rank === 'Class')?.name ?? null;
    groups.set(className, [...(groups.get(className) ?? []), s]);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => y.length - x.length || (a ?? '~').localeCompare(b ?? '~'))
    .map(([className, group]) => ({ className, agreement: agreement(group) }));
}

/** The UTC month ("2026-02") a sighting was verified in. */
export const monthOf = (s: VerifiedSighting) => s.verifiedAt.toISOString().slice(0, 7);

export interface StoppedEarly {
  /** Sightings whose community taxon is a species: where stopping above species was a mistake. */
  sightings: number;
  /** Of those, answers that stopped at a genus, a family or higher. */
  stopped: number;
  rate: number | null;
  byRank: { genus: number; family: number; higher: number };
  /** Of the stopped answers, those whose taxon contains the community's species: right at the rank they stopped at. */
  contained: number;
  accuracy: number | null;
}

/** How often the model stopped above species on a sighting the experts named to species, and how right it was then. */
export function stoppedEarly(sightings: VerifiedSighting[]): StoppedEarly {
  const toSpecies = sightings.filter((s) => stepAt(s.community, 'species'));
  const stopped = toSpecies.filter((s) => s.machine?.length && !stepAt(s.machine, 'species'));
  const byRank = { genus: 0, family: 0, higher: 0 };
  for (const s of stopped) {
    const rank = s.machine!.at(-1)!.rank;
    byRank[rank === 'Genus' ? 'genus' : rank === 'Family' ? 'family' : 'higher']++;
  }
  const contained = stopped.filter((s) => s.community.some((step) => step.aphiaId === s.machine!.at(-1)!.aphiaId)).length;
  return {
    sightings: toSpecies.length,
    stopped: stopped.length,
    rate: toSpecies.length ? stopped.length / toSpecies.length : null,
    byRank,
    contained,
    accuracy: stopped.length ? contained / stopped.length : null,
  };
}

export interface ConfidenceBucket {
  /** Best-candidate confidences in [from, to); the last bucket includes 1. */
  from: number;
  to: number;
  sightings: number;
  meanConfidence: number | null;
  /** Share of them whose best candidate is the community's species. */
  accuracy: number | null;
}

export interface Calibration {
  /** Sightings named to species by the experts whose answer kept its candidates. */
  sightings: number;
  /** Σ (bucket sightings / sightings) · |bucket accuracy − bucket mean confidence|; null for none. */
  expectedCalibrationError: number | null;
  buckets: ConfidenceBucket[];
}

/** Whether the best candidate is the community's species (by its lineage when cached, else by its AphiaID). */
function bestIsRight(s: VerifiedSighting): boolean {
  const truth = stepAt(s.community, 'species')!.aphiaId;
  const best = s.bestCandidate!;
  return best.lineage ? stepAt(best.lineage, 'species')?.aphiaId === truth : best.aphiaId === truth;
}

/** The best candidate's confidence against being right at species, in ten buckets of 0.1. */
export function calibration(sightings: VerifiedSighting[]): Calibration {
  const points = sightings
    .filter((s) => s.bestCandidate && stepAt(s.community, 'species'))
    .map((s) => ({ confidence: Math.min(1, Math.max(0, s.bestCandidate!.confidence)), right: bestIsRight(s) }));
  let ece = 0;
  const buckets = Array.from({ length: 10 }, (_, i): ConfidenceBucket => {
    const inBucket = points.filter((p) => Math.min(9, Math.floor(p.confidence * 10)) === i);
    const meanConfidence = inBucket.length ? inBucket.reduce((sum, p) => sum + p.confidence, 0) / inBucket.length : null;
    const accuracy = share(inBucket.map((p) => p.right)).rate;
    if (meanConfidence !== null && accuracy !== null) ece += (inBucket.length / points.length) * Math.abs(accuracy - meanConfidence);
    return { from: i / 10, to: (i + 1) / 10, sightings: inBucket.length, meanConfidence, accuracy };
  });
  return { sightings: points.length, expectedCalibrationError: points.length ? ece : null, buckets };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const HOUR_MS = 3_600_000;

/** Median hours from the review request to verification, over the sightings whose request time is known. */
export function timeToVerification(sightings: VerifiedSighting[]) {
  const hours = sightings
    .filter((s) => s.reviewRequestedAt && s.reviewRequestedAt <= s.verifiedAt)
    .map((s) => (s.verifiedAt.getTime() - s.reviewRequestedAt!.getTime()) / HOUR_MS);
  return { sightings: hours.length, medianHours: median(hours) };
}

/** Every figure of the Accuracy tab; months newest first. */
export function accuracyFigures(sightings: VerifiedSighting[]) {
  const months = new Map<string, VerifiedSighting[]>();
  for (const s of sightings) months.set(monthOf(s), [...(months.get(monthOf(s)) ?? []), s]);
  return {
    sightings: sightings.length,
    overall: { agreement: agreement(sightings), classes: agreementByClass(sightings) },
    months: [...months]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, group]) => ({ month, sightings: group.length, agreement: agreement(group), classes: agreementByClass(group) })),
    stoppedEarly: stoppedEarly(sightings),
    calibration: calibration(sightings),
    timeToVerification: timeToVerification(sightings),
  };
}
