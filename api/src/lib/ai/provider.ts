import type { Language } from '@rules/languages';
import { HttpError } from '../errors';
import type { SpeciesAnswer } from './answer';

/** What every identification provider gives and throws; callers see it through identifier.ts. */
export interface Identification {
  answer: SpeciesAnswer;
  /** The photo (0-based, as sent) the model says showed the deciding features; null when it did not say. */
  bestPhotoIndex: number | null;
  /** The model that answered, as the provider names it. */
  model: string;
  tokensUsed: number | null;
  /** Input (prompt, image included) and output tokens as the provider reports them; null when it does not. */
  promptTokens: number | null;
  completionTokens: number | null;
  /** Time spent waiting for the provider, retries included. */
  latencyMs: number;
}

/** What one answered call to the model used, as the provider reported it. */
export type ModelUsage = Pick<Identification, 'model' | 'promptTokens' | 'completionTokens' | 'latencyMs'>;

/**
 * The model answered, so its tokens are spent, but the answer cannot be used (refused, cut short, malformed).
 * The user gets the reason's own status and message; the usage is kept for the record of the call.
 */
export class UnusableAnswer extends HttpError {
  constructor(
    reason: HttpError,
    readonly usage: ModelUsage,
  ) {
    super(reason.status, reason.message, reason.headers, reason.code);
  }
}

/** Asks a vision model what a sighting shows: one to five photos of one animal, in one call. */
export interface SpeciesIdentifier {
  /** `photos`: JPEG copies, in upload order. */
  /** `context`: where and when the photos were taken, in words (photo-context.ts), when known. */
  /** `signal`: the uploader cancelled; the call to the provider is dropped and `aiErrors.cancelled` thrown. */
  /** `language`: the one the texts of the answer are written in (names stay as given); English by default. */
  identify(photos: readonly Uint8Array[], context?: string | null, signal?: AbortSignal, language?: Language): Promise<Identification>;
}
