import { payloadTooLarge, type HttpError } from '../errors';

export { MAX_UPLOAD_BYTES } from '@rules/identification';
/** 48-megapixel phone photos pass; a 30000×30000 "pixel bomb" in a small file does not. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** What the model sees: OpenAI bills and resizes by tiles, and a longer side adds cost, not accuracy. */
export const MODEL_MAX_SIDE = 1024;
/** The copy every page shows. */
export const WEB_MAX_SIDE = 1600;
/** The copy premium users get. */
export const HIGH_RES_MAX_SIDE = 4096;

export const FILE_TOO_LARGE = 'File too large: please upload an image smaller than 10MB.';

export const tooManyPixels = (): HttpError =>
  payloadTooLarge(`Image dimensions too large: please upload a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`, 'upload.too_many_pixels');

/** Refuses images whose declared size would take too much memory to decode. */
export function checkPixelCount(width: number | undefined, height: number | undefined): void {
  if (width && height && width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}
