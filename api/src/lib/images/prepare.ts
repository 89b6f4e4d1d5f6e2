import sharp, { type JpegOptions, type Sharp } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import { decodeHeicImage, type HeicDecoder } from './heic';
import { checkPixelCount, FILE_TOO_LARGE, HIGH_RES_MAX_SIDE, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MODEL_MAX_SIDE, tooManyPixels, WEB_MAX_SIDE } from './limits';
import { sniffImageKind, type ImageKind } from './sniff';
import { takeImageSlot } from './slots';

export const UNSUPPORTED_TYPE =
  'Unsupported file type: please upload a JPEG, PNG, WEBP, HEIC, AVIF, GIF or TIFF image.';
const UNREADABLE = 'This image could not be read. Please upload a different photo.';

export interface ImageCopy {
  data: Buffer;
  width: number;
  height: number;
}

/** An upload turned into the copies the product sends and keeps: all JPEG, upright, without any metadata. */
export interface PreparedImage {
  kind: ImageKind;
  originalBytes: number;
  /** Longest side at most MODEL_MAX_SIDE: what the AI model is sent. Ready first. */
  model: ImageCopy;
  /** The stored copies, still being made while the model works. */
  stored: Promise<{ web: ImageCopy; highRes: ImageCopy }>;
}

/** Checks the size and the type (from the bytes, never the name) before any decoding work. */
export function checkUpload(bytes: Uint8Array): ImageKind {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw payloadTooLarge(FILE_TOO_LARGE, 'upload.too_large');
  const kind = sniffImageKind(bytes);
  if (!kind) throw unsupportedMediaType(UNSUPPORTED_TYPE, 'upload.unsupported_type');
  return kind;
}

/**
 * Everything about an upload that can be told without decoding its pixels: the size, the type from the bytes, and
 * the dimensions its header declares (pixel bombs). HEIC's dimensions are read by libheif while decoding. A
 * sighting checks every photo so before anything is reserved or stored.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<ImageKind> {
  const kind = checkUpload(bytes);
  if (kind === 'heic') return kind;
  const header = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().catch(readFailure);
  checkPixelCount(header.width, header.height);
  return kind;
}

/** sharp's own pixel guard speaks of a "pixel limit"; anything else means the file is damaged. */
function readFailure(error: Error): never {
  if (/pixel limit/i.test(error.message)) throw tooManyPixels();
  throw unsupportedMediaType(UNREADABLE, 'upload.unreadable');
}

/**
 * The upright picture to copy from. sharp reads the header first and refuses more than MAX_INPUT_PIXELS,
 * so a pixel bomb is turned away before its pixels are allocated. HEIC goes through libheif (WASM).
 */
async function openUpright(bytes: Uint8Array, kind: ImageKind, decodeHeic: HeicDecoder): Promise<Sharp> {
  if (kind === 'heic') {
    // libheif applies the file's rotation and mirroring while decoding.
    const { width, height, channels, data } = await decodeHeic(bytes);
    return sharp(data, { raw: { width, height, channels } });
  }
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const header = await source.metadata().catch(readFailure);
  checkPixelCount(header.width, header.height);
  return source.autoOrient();
}

/**
 * How each copy is encoded. The model's copy is small and read once. The web copy is what pages show: progressive,
 * so a slow phone sees the whole photo soon. The high-resolution copy is kept to be downloaded: baseline with the
 * standard Huffman tables, because optimised or progressive coding makes libjpeg hold every coefficient of the
 * picture at once (81 MB for 12 MP, against 18 MB; twice the time) for a file about 5% smaller.
 */
const ENCODINGS = {
  model: { maxSide: MODEL_MAX_SIDE, jpeg: { quality: 82 } },
  web: { maxSide: WEB_MAX_SIDE, jpeg: { quality: 80, progressive: true } },
  highRes: { maxSide: HIGH_RES_MAX_SIDE, jpeg: { quality: 88, optimiseCoding: false } },
} satisfies Record<string, { maxSide: number; jpeg: JpegOptions }>;

/** One JPEG copy: alpha flattened on white, sRGB, no metadata (sharp keeps none unless told to). */
async function jpegCopy(upright: Sharp, { maxSide, jpeg }: (typeof ENCODINGS)[keyof typeof ENCODINGS]): Promise<ImageCopy> {
  const { data, info } = await upright
    .clone()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg(jpeg)
    .toBuffer({ resolveWithObject: true })
    .catch(readFailure);
  return { data, width: info.width, height: info.height };
}

/**
 * Normalises an upload: the type from its bytes, EXIF orientation applied, every copy re-encoded without
 * metadata (GPS included). The small model copy comes first (JPEG shrink-on-load makes it cheap) so the model
 * can be asked at once; the web and high-resolution copies follow in the background. A bounded number of
 * images is decoded at a time, so a burst of uploads cannot fill memory; model copies go before large ones.
 * A HEIC is decoded once, by `decodeHeic`, and its pixels feed every copy: HEVC in WASM is most of its cost.
 */
export async function prepareImage(bytes: Uint8Array, decodeHeic: HeicDecoder = decodeHeicImage): Promise<PreparedImage> {
  const kind = checkUpload(bytes);
  const release = await takeImageSlot();
  try {
    const upright = await openUpright(bytes, kind, decodeHeic);
    const model = await jpegCopy(upright, ENCODINGS.model);
    // sharp decodes a file again for each copy, so between copies nothing large is held: the slot goes to the next
    // waiting model copy (a sighting's other photos, other uploads) and the large copies queue for one after them.
    // HEIC's pixels were decoded once and are held: it keeps its slot.
    const slot = kind === 'heic' ? Promise.resolve(release) : (release(), takeImageSlot());
    const stored = slot.then(async (again) => {
      try {
        // One after the other: a slot decodes one image at a time (each copy is a decode of its own).
        const web = await jpegCopy(upright, ENCODINGS.web);
        return { web, highRes: await jpegCopy(upright, ENCODINGS.highRes) };
      } finally {
        again();
      }
    });
    stored.catch(() => {}); // awaited by the caller when the identification succeeds
    return { kind, originalBytes: bytes.byteLength, model, stored };
  } catch (error) {
    release();
    throw error;
  }
}
