/**
 * Identification rules (which files, how big, what an answer must hold), shared by the upload form and the API.
 */
import type { RuleError } from './error-codes';
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
 * A ranked candidate with its WoRMS check, whether OBIS has records of it near where the photo was taken, and whether
 * it has records there within the depth band around the photo's depth (null: not known, because there is no position
 * or no depth, or OBIS did not answer). Candidates older than a check have none.
 */
export type CheckedCandidate = Candidate & { aphiaId: number | null; verification: Verification; nearby: boolean | null; atDepth: boolean | null };
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

/**
 * The depth rule: a candidate OBIS has records of near here, but none within the depth band around the photo's depth,
 * counts for half its confidence too. A candidate not recorded nearby is not recorded at any depth there either, so
 * the two rules lower a candidate once, not twice: they say one thing, that it is not known here.
 */
export const NOT_RECORDED_AT_DEPTH_WEIGHT = 0.5;

export function rankingWeight(candidate: { confidence: number; nearby?: boolean | null; atDepth?: boolean | null }): number {
  const nearby = candidate.nearby === false ? NOT_RECORDED_NEARBY_WEIGHT : 1;
  const atDepth = candidate.atDepth === false ? NOT_RECORDED_AT_DEPTH_WEIGHT : 1;
  return candidate.confidence * Math.min(nearby, atDepth);
}

/** Within this depth the band is ± 10 m; deeper, ± 30 % of the depth (about 10 m at 33 m, 15 m at 50 m). */
export const FIXED_DEPTH_BAND_TO_METERS = 33;

/**
 * The depth band OBIS is asked about for a photo taken at `depthMeters`: ± 10 m, or ± 30 % below 33 m, around the depth
 * rounded to the metre and widened to whole metres (OBIS takes whole metres, and photos a few centimetres apart then
 * share one cached answer); never above the surface.
 */
export function depthBand(depthMeters: number): { start: number; end: number } {
  const depth = Math.round(depthMeters);
  const reach = depth > FIXED_DEPTH_BAND_TO_METERS ? depth * 0.3 : 10;
  return { start: Math.max(0, Math.floor(depth - reach)), end: Math.ceil(depth + reach) };
}

/**
 * Why an answer stopped above species while species were proposed:
 * - spread: the model's confidence is spread over several species, so the photo does not settle one;
 * - not-recorded-nearby: the likeliest species has no record near where the photo was taken (the location rule);
 * - not-recorded-at-depth: it has records near there, but none at the photo's depth (the depth rule).
 */
export const STEP_BACK_REASONS = ['spread', 'not-recorded-nearby', 'not-recorded-at-depth'] as const;
export type StepBackReason = (typeof STEP_BACK_REASONS)[number];

/**
 * The reason for a step back, read from the stored candidates: null when the answer is a species (or has no taxon),
 * or when no species was proposed. The likeliest species is the one the model was surest of, before the location rule.
 */
export function stepBackReason(
  answerAboveSpecies: boolean,
  candidates: Array<Pick<Candidate, 'rank' | 'confidence'> & { nearby?: boolean | null; atDepth?: boolean | null }>,
): StepBackReason | null {
  if (!answerAboveSpecies) return null;
  const species = candidates.filter((candidate) => candidate.rank === 'species');
  if (species.length === 0) return null;
  const likeliest = species.reduce((best, candidate) => (candidate.confidence > best.confidence ? candidate : best));
  if (likeliest.nearby === false) return 'not-recorded-nearby';
  return likeliest.atDepth === false ? 'not-recorded-at-depth' : 'spread';
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A sighting is one to this many photos of one animal, identified together. */
export const MAX_SIGHTING_PHOTOS = 5;

/** Browsers off Apple systems often give HEIC photos no type at all: their name says what they are. */
function typeOf(file: { type: string; name?: string }): string {
  if (file.type) return file.type;
  return /\.(heic|heif)$/i.test(file.name ?? '') ? 'image/heic' : '';
}

/**
 * The largest photo the browser takes: cameras and phones in high-quality modes write 15-40 MB JPEGs. The browser
 * sends its own copy (site/src/features/identify/browser-copy.ts), and only what is sent must be within
 * MAX_UPLOAD_BYTES, the server's limit.
 */
export const MAX_ORIGINAL_BYTES = 60 * 1024 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * The browser's checks of a chosen photo, before its copy is made; the server checks the bytes it is sent again. A
 * refusal is a code with its figures, said in the page's language (`error_photo_…` keys).
 */
export function checkImageFile(file: { type: string; size: number; name?: string }): RuleError | null {
  if (!typeOf(file).startsWith('image/')) return { code: 'photo.not_an_image' };
  if (file.size > MAX_ORIGINAL_BYTES) return { code: 'photo.too_large', values: { megabytes: megabytes(MAX_ORIGINAL_BYTES) } };
  return null;
}

/**
 * The browser's check of what it is about to send (its copy, or the photo itself when no copy could be made):
 * within the server's limit, else refused before anything is sent, naming the photo.
 */
export function checkSentFile(file: { size: number; name: string }): RuleError | null {
  if (file.size <= MAX_UPLOAD_BYTES) return null;
  return { code: 'photo.copy_too_large', values: { name: file.name, megabytes: megabytes(MAX_UPLOAD_BYTES) } };
}

/** Free identifications left: max(0, 3 - used). */
export function remainingFreeIdentifications(used: number): number {
  return Math.max(0, FREE_IDENTIFICATIONS - used);
}
