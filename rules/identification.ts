/**
 * Identification rules (which files, how big, what an answer must hold), shared by the upload form and the API.
 */
import type { Verification } from './taxon';

export const FREE_IDENTIFICATIONS = 3;

/** How far a candidate of the model reaches: an unsure model names a genus or a family, not an invented species. */
export const RANKS = ['species', 'genus', 'family'] as const;
export type Rank = (typeof RANKS)[number];

/** One of the model's ranked guesses, as stored, sent by the API and shown under the result. */
export interface Candidate {
  name: string;
  scientificName: string;
  rank: Rank;
  confidence: number;
}

/**
 * A ranked candidate with its WoRMS check, and whether OBIS has records of it near where the photo was taken (null:
 * not known, because there is no position or OBIS did not answer). Candidates older than a check have none.
 */
export type CheckedCandidate = Candidate & { aphiaId: number | null; verification: Verification; nearby: boolean | null };
/**
 * The location rule: a candidate OBIS has no record of within about 150 km of where the photo was taken counts for
 * half its confidence when candidates are ranked. It is lowered, not removed: OBIS's records are thin in places.
 */
export const NOT_RECORDED_NEARBY_WEIGHT = 0.5;

/**
 * How a candidate's confidence reads in words beside its number: likely from 70 % (where the rank rule lets an
 * answer name a species by default), possible from 30 %, unlikely below.
 */
export function confidenceWord(confidence: number): 'likely' | 'possible' | 'unlikely' {
  if (confidence >= 0.7) return 'likely';
  return confidence >= 0.3 ? 'possible' : 'unlikely';
}

export function rankingWeight(candidate: { confidence: number; nearby?: boolean | null }): number {
  return candidate.confidence * (candidate.nearby === false ? NOT_RECORDED_NEARBY_WEIGHT : 1);
}

/**
 * Why an answer stopped above species while species were proposed:
 * - spread: the model's confidence is spread over several species, so the photo does not settle one;
 * - not-recorded-nearby: the likeliest species has no record near where the photo was taken (the location rule).
 */
export const STEP_BACK_REASONS = ['spread', 'not-recorded-nearby'] as const;
export type StepBackReason = (typeof STEP_BACK_REASONS)[number];

/**
 * The reason for a step back, read from the stored candidates: null when the answer is a species (or has no taxon),
 * or when no species was proposed. The likeliest species is the one the model was surest of, before the location rule.
 */
export function stepBackReason(
  answerAboveSpecies: boolean,
  candidates: Array<Pick<Candidate, 'rank' | 'confidence'> & { nearby?: boolean | null }>,
): StepBackReason | null {
  if (!answerAboveSpecies) return null;
  const species = candidates.filter((candidate) => candidate.rank === 'species');
  if (species.length === 0) return null;
  const likeliest = species.reduce((best, candidate) => (candidate.confidence > best.confidence ? candidate : best));
  return likeliest.nearby === false ? 'not-recorded-nearby' : 'spread';
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A sighting is one to this many photos of one animal, identified together. */
export const MAX_SIGHTING_PHOTOS = 5;
export const NO_PHOTO = 'Add a photo of the animal';
export const TOO_MANY_PHOTOS = `A sighting has at most ${MAX_SIGHTING_PHOTOS} photos`;

export interface FileProblem {
  title: string;
  description: string;
}

/** Browsers off Apple systems often give HEIC photos no type at all: their name says what they are. */
function typeOf(file: { type: string; name?: string }): string {
  if (file.type) return file.type;
  return /\.(heic|heif)$/i.test(file.name ?? '') ? 'image/heic' : '';
}

/** The browser's checks before an upload; the server checks the bytes again. */
export function checkImageFile(file: { type: string; size: number; name?: string }): FileProblem | null {
  if (!typeOf(file).startsWith('image/')) return { title: 'Invalid file type', description: 'Please upload an image file.' };
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File too large', description: 'Please upload an image smaller than 10MB.' };
  return null;
}

/** Free identifications left: max(0, 3 - used). */
export function remainingFreeIdentifications(used: number): number {
  return Math.max(0, FREE_IDENTIFICATIONS - used);
}
