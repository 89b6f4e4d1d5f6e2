import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import { decodeHeicImage } from './heic';
import { checkPixelCount, FILE_TOO_LARGE, tooManyPixels, HIGH_RES_MAX_SIDE, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MODEL_MAX_SIDE, WEB_MAX_SIDE } from './limits';
import { sniffImageKind, type ImageKind } from './sniff';
import { withImageSlot } from './slots';

export const UNSUPPORTED_TYPE =
  'Unsupported file type: please upload a JPEG, PNG, WEBP, HEIC, AVIF, GIF or TIFF image.';
const UNREADABLE = 'This image could not be read. Please upload a different photo.';

export interface ImageCopy {
  data: Buffer;
  width: number;
  height: number;
}

/** An upload turned into the copies the product keeps and sends: all JPEG, upright, without any metadata. */
export interface PreparedImage {
  kind: ImageKind;
  originalBytes: number;
  highRes: ImageCopy;
  web: ImageCopy;
  /** Longest side at most MODEL_MAX_SIDE: what the AI model is sent. */
  model: ImageCopy;
}

/** Checks the size and the type (from the bytes, never the name) before any decoding work. */
export function checkUpload(bytes: Uint8Array): ImageKind {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw payloadTooLarge(FILE_TOO_LARGE);
  const kind = sniffImageKind(bytes);
  if (!kind) throw unsupportedMediaType(UNSUPPORTED_TYPE);
  return kind;
}

/** sharp's own pixel guard speaks of a "pixel limit"; anything else means the file is damaged. */
function readFailure(error: Error): never {
  if (/pixel limit/i.test(error.message)) throw tooManyPixels();
  throw unsupportedMediaType(UNREADABLE);
}

/**
 * Decodes once into upright 8-bit sRGB pixels. sharp reads the header first and refuses more than
 * MAX_INPUT_PIXELS, so a pixel bomb is turned away before its pixels are allocated.
 */
async function decodeUpright(bytes: Uint8Array, kind: ImageKind): Promise<Sharp> {
  if (kind === 'heic') {
    // libheif applies the file's rotation and mirroring while decoding.
    const { width, height, data } = await decodeHeicImage(bytes);
    return sharp(data, { raw: { width, height, channels: 4 } });
  }
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const header = await source.metadata().catch(readFailure);
  checkPixelCount(header.width, header.height);
  return source.autoOrient();
}

async function jpegCopy(pixels: Buffer, info: OutputInfo, maxSide: number, quality: number): Promise<ImageCopy> {
  const { data, info: out } = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: 3 } })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, progressive: maxSide > MODEL_MAX_SIDE })
    .toBuffer({ resolveWithObject: true });
  return { data, width: out.width, height: out.height };
}

/**
 * Normalises an upload: the type from its bytes, EXIF orientation applied, alpha flattened on white,
 * every copy re-encoded without metadata (GPS included). Runs in a bounded number of slots so a burst of
 * uploads cannot decode many 48-megapixel images at once.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const kind = checkUpload(bytes);
  return withImageSlot(async () => {
    const upright = await decodeUpright(bytes, kind);
    const { data: pixels, info } = await upright
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch(readFailure);
    const [highRes, web, model] = await Promise.all([
      jpegCopy(pixels, info, HIGH_RES_MAX_SIDE, 88),
      jpegCopy(pixels, info, WEB_MAX_SIDE, 80),
      jpegCopy(pixels, info, MODEL_MAX_SIDE, 82),
    ]);
    return { kind, originalBytes: bytes.byteLength, highRes, web, model };
  });
}
