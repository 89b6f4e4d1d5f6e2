import type { Language } from '@rules/languages';
import type { Verification } from '@rules/taxon';

// What one image of the set gave: written by the run (run.ts), read by the summary (summary.ts) and the report.

export interface RankFlags {
  species: boolean;
  genus: boolean;
  family: boolean;
}

/** One answer as the row shows it. */
export interface AnswerSummary {
  scientificName: string;
  /** WoRMS's rank of the taxon shown; null when unmatched or WoRMS was unavailable. */
  rank: string | null;
  aphiaId: number | null;
  verification: Verification;
  top1: RankFlags;
  top3: RankFlags;
  /** The answer stops above species. */
  abstained: boolean;
  /** For an abstention: whether the taxon it stopped at contains the label. */
  abstentionCorrect: boolean | null;
}

/** One image of the set, or one sighting of several photos, and what the pipeline made of it. */
export interface ImageRow {
  /** The labels.csv cell: one file, or a sighting's files separated by `;`. */
  file: string;
  /** How many photos were sent together. */
  photos: number;
  label: { given: string; scientificName: string; aphiaId: number; match: Verification };
  /** Why the identification failed (the image could not be read, the model failed); null when it answered. */
  error: string | null;
  model: string | null;
  /** Where and when the label says the photo was taken (the model is told the sea and the month, as in the product). */
  position: { latitude: number; longitude: number } | null;
  observedAt: string | null;
  /** How deep the label says it was taken, in metres. */
  depthMeters: number | null;
  /** The answer the product shows: the rank rule, and the location and depth rules when the image has a position (and a depth). */
  withRule: AnswerSummary | null;
  /** The rank and location rules: the same answer without OBIS's "recorded at this depth". */
  withoutDepthRule: AnswerSummary | null;
  /** The rank rule alone: the same answer without OBIS's "recorded nearby". */
  withoutLocationRule: AnswerSummary | null;
  /** Neither rule: the model's own answer, checked against WoRMS. */
  withoutRule: AnswerSummary | null;
  /** For a sighting of several photos: the answer as shown when the first photo alone is sent; null otherwise. */
  firstPhotoOnly: AnswerSummary | null;
  /** The model's candidates by confidence, named as WoRMS accepts them; nearby and atDepth as OBIS answered (null: not known). */
  candidates: Array<{ scientificName: string; rank: string; confidence: number; aphiaId: number | null; nearby: boolean | null; atDepth: boolean | null }>;
  /** The best candidate's confidence and whether it is the labelled species. */
  bestCandidate: { confidence: number; correct: boolean } | null;
  /** Image preparation + model + WoRMS check (with the rank rule), as one identification of the product. */
  latencyMs: { total: number; prepare: number; model: number; worms: number } | null;
  tokens: { total: number | null; prompt: number | null; completion: number | null } | null;
  /** From prompt and completion tokens at the given prices; null when the provider did not report them. */
  costUsd: number | null;
  /** The language the answer's texts were found written in (written-language.ts); null without an answer, or when it could not be told. */
  writtenIn: Language | null;
}
