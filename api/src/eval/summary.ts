import type { Language } from '@rules/languages';
import { calibration, EVAL_RANKS, mean, percentile, rate, type Calibration, type EvalRank } from './metrics';
import type { AnswerSummary, ImageRow } from './image-row';

/** Prices in USD per million tokens, for the cost estimate. */
export interface Prices {
  inputUsdPerMillion: number;
  outputUsdPerMillion: number;
}

/** gpt-4o-mini's list prices (USD per million input / output tokens). */
export const DEFAULT_PRICES: Prices = { inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 };

type ByRank = Record<EvalRank, number | null>;

export interface RuleFigures {
  /** Share of all labelled images whose first answer (top1) or one of the first three (top3) is right at each rank. */
  top1: ByRank;
  top3: ByRank;
  abstention: {
    /** Answers stopping above species, of the answered images. */
    count: number;
    rate: number | null;
    /** Of those, the share whose taxon contains the labelled species. */
    accuracy: number | null;
    byRank: Record<string, number>;
  };
}

export interface Spread {
  median: number | null;
  p90: number | null;
}

export interface Figures {
  images: number;
  answered: number;
  failed: number;
  /** As shown: the rank rule, the location rule for images with a position, the depth rule for those with a depth too. */
  withRule: RuleFigures;
  /** The rank and location rules, without the depth rule. */
  withoutDepthRule: RuleFigures;
  /** The rank rule alone. */
  withoutLocationRule: RuleFigures;
  /** Neither rule: the model's own answer. */
  withoutRule: RuleFigures;
  location: {
    /** Images whose label gives a position (only these can be changed by the location rule). */
    images: number;
    /** Answered images whose shown answer the location rule changed. */
    changed: number;
    /** Of those, how many it made right at species, or stopped at a taxon containing the label, that were not before. */
    improved: number;
    /** And how many it made wrong that were right. */
    worsened: number;
    /** Candidates OBIS marked recorded nearby, not recorded nearby, or left unknown (no answer in time). */
    candidates: { nearby: number; notNearby: number; unknown: number };
  };
  /**
   * Rows that are sightings of several photos: accuracy of the answer as shown with the first photo alone against
   * all the photos sent together, over those rows only.
   */
  sightings: { rows: number; answered: number; firstPhoto: { top1: ByRank; top3: ByRank }; allPhotos: { top1: ByRank; top3: ByRank } };
  depth: {
    /** Images whose label gives a position and a depth (only these can be changed by the depth rule). */
    images: number;
    /** Answered images whose shown answer the depth rule changed (against the location rule alone). */
    changed: number;
    improved: number;
    worsened: number;
    /** Candidates OBIS marked recorded at that depth there, not recorded, or left unknown. */
    candidates: { atDepth: number; notAtDepth: number; unknown: number };
  };
  /** The best candidate's confidence against whether it is the labelled species, 10 equal-width bins. */
  calibration: Calibration;
  latencyMs: Spread & { prepare: Spread; model: Spread; worms: Spread };
  tokens: { meanTotal: number | null; meanPrompt: number | null; meanCompletion: number | null };
  costUsd: { meanPerIdentification: number | null; total: number | null; identificationsPriced: number };
  /** How the answers shown (with the rule) were checked against WoRMS. */
  verification: Record<string, number>;
  /** Whether the answers came back in the language asked: how many of the answered were found written in it, and in what each was. */
  language: { asked: Language; answered: number; inAsked: number; rate: number | null; writtenIn: Record<string, number> };
}

/** What each figure means, written into the JSON beside them. */
export const DEFINITIONS = {
  accuracy:
    'Share of all labelled images (failed identifications count as wrong). The ranked answers are the taxon shown, then the ' +
    "model's candidates by confidence, each accepted WoRMS taxon once. An answer is right at a rank when it reaches that rank " +
    "and its species, genus or family there is the label's (by AphiaID from the WoRMS classification; by name when WoRMS gave " +
    'no classification). A genus answer is never right at species rank.',
  rankRule:
    'With the rule: the answer the product shows (below the species threshold, the deepest taxon the likeliest candidates share). ' +
    "Without: the same WoRMS check with the threshold at 0, i.e. the model's own answer.",
  locationRule:
    "For images whose label gives latitude and longitude: OBIS is asked which candidates were recorded within ~150 km, and a " +
    'candidate not recorded there counts half its confidence when the candidates are ranked and the rank rule is applied. ' +
    "withoutLocationRule is the same answer with the rank rule only. The model is told the sea and the month in both, as in the product. " +
    'An answer is right when it is the labelled species, or stops above species at a taxon containing it.',
  sightings:
    'Rows of labels.csv listing several files (separated by ";") are sent as one sighting, all photos in one model call, as the ' +
    'product does. Each is also sent with its first photo alone; both answers are shown with the rules. Accuracy over those rows only.',
  depthRule:
    'For images whose label gives latitude, longitude and depthMeters: OBIS is asked, per candidate, whether it was recorded within ' +
    '~150 km within the depth band around the depth (± 10 m, or ± 30 % below 33 m); a candidate recorded nearby but never at that ' +
    'depth counts half its confidence (one not recorded nearby is halved once, not twice). withoutDepthRule is the same answer with ' +
    'the rank and location rules only.',
  abstention: 'Answers whose taxon stops above species (genus, family, …), of the answered images; accuracy: the share of those whose taxon contains the labelled species.',
  calibration: "Expected calibration error of the best candidate's confidence against whether that candidate is the labelled species: Σ over 10 equal-width bins of (bin count / answered) · |bin accuracy − bin mean confidence|.",
  latency:
    'One identification as in the product: image preparation + model call + WoRMS check with the rule, with the OBIS call for images with a ' +
    'position (the taxa cache starts empty for each run; OBIS answers are not cached). Median and p90 with linear interpolation.',
  language:
    'The model is asked to write description, distribution, habitat, features and conservation in the language given (--language). ' +
    "Each answer's five texts together are read by script (Han characters: Chinese) or by the commonest short words of English, Spanish, " +
    'German and French; inAsked counts the answered images found in the language asked (unknown: none had enough of those words).',
  cost: 'Mean over identifications whose provider reported prompt and completion tokens, at the prices given (USD per million tokens).',
} as const;

/** Right as the location figures count it: the labelled species, or an abstention at a taxon containing it. */
const right = (answer: AnswerSummary) => (answer.abstained ? answer.abstentionCorrect === true : answer.top1.species);

type Candidate = ImageRow['candidates'][number];

/**
 * What one rule changed among the images it applies to: answers that differ from those without it, how many of those
 * it made right or wrong, and how it marked the candidates (true, false, or unknown).
 */
function ruleEffect(rows: ImageRow[], without: (row: ImageRow) => AnswerSummary | null, mark: (candidate: Candidate) => boolean | null) {
  const changed = rows.filter((r) => r.withRule && without(r) && r.withRule.aphiaId !== without(r)!.aphiaId);
  const marks = rows.flatMap((r) => r.candidates).map(mark);
  return {
    images: rows.length,
    changed: changed.length,
    improved: changed.filter((r) => right(r.withRule!) && !right(without(r)!)).length,
    worsened: changed.filter((r) => !right(r.withRule!) && right(without(r)!)).length,
    marked: { yes: marks.filter((m) => m === true).length, no: marks.filter((m) => m === false).length, unknown: marks.filter((m) => m === null).length },
  };
}

function locationFigures(rows: ImageRow[]): Figures['location'] {
  const { marked, ...effect } = ruleEffect(rows.filter((r) => r.position), (r) => r.withoutLocationRule, (c) => c.nearby);
  return { ...effect, candidates: { nearby: marked.yes, notNearby: marked.no, unknown: marked.unknown } };
}

function depthFigures(rows: ImageRow[]): Figures['depth'] {
  const deep = rows.filter((r) => r.position && r.depthMeters !== null);
  const { marked, ...effect } = ruleEffect(deep, (r) => r.withoutDepthRule, (c) => c.atDepth);
  return { ...effect, candidates: { atDepth: marked.yes, notAtDepth: marked.no, unknown: marked.unknown } };
}

function ruleFigures(rows: ImageRow[], pick: (row: ImageRow) => AnswerSummary | null): RuleFigures {
  const answers = rows.map(pick);
  const byRank = (k: 'top1' | 'top3') =>
    Object.fromEntries(EVAL_RANKS.map((rank) => [rank, rate(answers.map((a) => a?.[k][rank] ?? false))])) as ByRank;
  const answered = answers.filter((a): a is AnswerSummary => a !== null);
  const abstained = answered.filter((a) => a.abstained);
  const counts: Record<string, number> = {};
  for (const a of abstained) counts[a.rank ?? 'unknown'] = (counts[a.rank ?? 'unknown'] ?? 0) + 1;
  return {
    top1: byRank('top1'),
    top3: byRank('top3'),
    abstention: {
      count: abstained.length,
      rate: rate(answered.map((a) => a.abstained)),
      accuracy: rate(abstained.map((a) => a.abstentionCorrect === true)),
      byRank: counts,
    },
  };
}

const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const spread = (values: number[]): Spread => ({ median: tenth(percentile(values, 0.5)), p90: tenth(percentile(values, 0.9)) });

function sightingFigures(rows: ImageRow[]): Figures['sightings'] {
  const sightings = rows.filter((r) => r.photos > 1);
  const figures = (pick: (row: ImageRow) => AnswerSummary | null) => {
    const { top1, top3 } = ruleFigures(sightings, pick);
    return { top1, top3 };
  };
  return {
    rows: sightings.length,
    answered: sightings.filter((r) => !r.error).length,
    firstPhoto: figures((r) => r.firstPhotoOnly),
    allPhotos: figures((r) => r.withRule),
  };
}

/** Every figure of the evaluation, from its rows. */
export function summarise(rows: ImageRow[], asked: Language = 'en'): Figures {
  const answered = rows.filter((r) => !r.error);
  const latencies = answered.flatMap((r) => (r.latencyMs ? [r.latencyMs] : []));
  const numbers = (values: Array<number | null | undefined>) => values.filter((v): v is number => typeof v === 'number');
  const costs = numbers(answered.map((r) => r.costUsd));
  const verification: Record<string, number> = {};
  for (const r of answered) verification[r.withRule!.verification] = (verification[r.withRule!.verification] ?? 0) + 1;
  return {
    images: rows.length,
    answered: answered.length,
    failed: rows.length - answered.length,
    withRule: ruleFigures(rows, (r) => r.withRule),
    withoutDepthRule: ruleFigures(rows, (r) => r.withoutDepthRule),
    withoutLocationRule: ruleFigures(rows, (r) => r.withoutLocationRule),
    location: locationFigures(rows),
    depth: depthFigures(rows),
    withoutRule: ruleFigures(rows, (r) => r.withoutRule),
    sightings: sightingFigures(rows),
    calibration: calibration(answered.flatMap((r) => (r.bestCandidate ? [r.bestCandidate] : []))),
    latencyMs: {
      ...spread(latencies.map((l) => l.total)),
      prepare: spread(latencies.map((l) => l.prepare)),
      model: spread(latencies.map((l) => l.model)),
      worms: spread(latencies.map((l) => l.worms)),
    },
    tokens: {
      meanTotal: mean(numbers(answered.map((r) => r.tokens?.total))),
      meanPrompt: mean(numbers(answered.map((r) => r.tokens?.prompt))),
      meanCompletion: mean(numbers(answered.map((r) => r.tokens?.completion))),
    },
    costUsd: { meanPerIdentification: mean(costs), total: costs.length ? costs.reduce((a, b) => a + b, 0) : null, identificationsPriced: costs.length },
    verification,
    language: languageFigures(answered, asked),
  };
}

function languageFigures(answered: ImageRow[], asked: Language): Figures['language'] {
  const writtenIn: Record<string, number> = {};
  for (const r of answered) writtenIn[r.writtenIn ?? 'unknown'] = (writtenIn[r.writtenIn ?? 'unknown'] ?? 0) + 1;
  const inAsked = writtenIn[asked] ?? 0;
  return { asked, answered: answered.length, inAsked, rate: answered.length ? inAsked / answered.length : null, writtenIn };
}
