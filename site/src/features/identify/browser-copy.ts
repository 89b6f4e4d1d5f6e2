import { MAX_UPLOAD_BYTES } from '@rules/identification';
import { cropPixels, isWholePhoto, type Crop } from './crop';
import { withExifOf } from './exif-segment';
import { exifSegmentFor, type WrittenWhereAndWhen } from './exif-written';

/**
 * The copy of a photo the browser sends: on a boat's slow link a 12 MP photo should leave as well under 1 MB. The
 * server sizes what it keeps (2048 px for the model and the stored copy, 4096 px for premium accounts' high
 * resolution copy), so nothing larger than that is worth sending.
 */
export const COPY_MAX_SIDE = 2048;
export const PREMIUM_COPY_MAX_SIDE = 4096;
/** The copy's JPEG quality; a copy still over the server's limit (a 4096 px copy of a noisy photo) is drawn again lower. */
const JPEG_QUALITIES = [0.8, 0.6, 0.4];
/** A photo already this small and within the size is sent as it is. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
/** The EXIF segment sits in the first bytes of a JPEG (it is at most 64 KB). */
const HEADER_BYTES = 256 * 1024;

export interface BrowserCopy {
  file: File;
  /** Whether `file` is a smaller copy (false: the photo goes as it is). */
  resized: boolean;
  /** The longest side of what is sent, when known. */
  longestSide: number | null;
}

async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC in most browsers, or a file the browser cannot read: it goes as it is, and the server decides.
    return null;
  }
}

type Source = { sx: number; sy: number; sw: number; sh: number };

/**
 * A canvas of that size: an OffscreenCanvas where there is one (always, in the copy's worker), else the page's own.
 * Nothing here names the page's document unless it has to: this file also runs in a worker (copy-worker.ts).
 */
function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

async function drawJpeg(bitmap: ImageBitmap, from: Source, width: number, height: number): Promise<Blob | null> {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return null;
  // A transparent PNG would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, from.sx, from.sy, from.sw, from.sh, 0, 0, width, height);
  let blob: Blob | null = null;
  for (const quality of JPEG_QUALITIES) {
    blob = await encode(canvas, quality);
    if (!blob || blob.size <= MAX_UPLOAD_BYTES) return blob;
  }
  return blob;
}

/**
 * A JPEG at most `maxSide` pixels on its longest side, drawn upright, carrying the original's EXIF (the server reads
 * the place and date from it). The photo itself when it is already small, when the browser cannot decode it
 * (HEIC in most browsers), or when the copy would not be smaller: the caller checks it is not too large to send.
 * With a crop (fractions of the upright photo), the copy is of that part only, whatever its size; a photo the
 * browser cannot decode goes whole, as the server decides. `said` is where and when an original that is no JPEG
 * says it was taken (its EXIF cannot be spliced): the copy carries them. Runs in a worker where it can (photo-copies.ts).
 */
export async function browserCopy(file: File, maxSide: number, crop: Crop | null = null, said: WrittenWhereAndWhen | null = null): Promise<BrowserCopy> {
  const asIs: BrowserCopy = { file, resized: false, longestSide: null };
  const cropped = !isWholePhoto(crop);
  // Without a crop only the types a canvas re-encodes well are copied, unless the photo is too large to go as it
  // is (a 20 MB HEIC where the browser decodes it); a crop is tried on whatever the browser decodes.
  if (!cropped && !/^image\/(jpeg|png|webp)$/.test(file.type) && file.size <= MAX_UPLOAD_BYTES) return asIs;
  const bitmap = await decode(file);
  if (!bitmap) return asIs;
  const from = cropped ? cropPixels(crop!, bitmap.width, bitmap.height) : { sx: 0, sy: 0, sw: bitmap.width, sh: bitmap.height };
  const longest = Math.max(from.sw, from.sh);
  const scale = Math.min(1, maxSide / longest);
  try {
    if (!cropped && scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return { ...asIs, longestSide: longest };
    const drawn = await drawJpeg(bitmap, from, Math.max(1, Math.round(from.sw * scale)), Math.max(1, Math.round(from.sh * scale)));
    if (!drawn) return asIs;
    if (!cropped && drawn.size >= file.size) return { ...asIs, longestSide: longest };
    const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const bytes = withExifOf(header, new Uint8Array(await drawn.arrayBuffer()), said && exifSegmentFor(said));
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return { file: new File([bytes as BlobPart], name, { type: 'image/jpeg', lastModified: file.lastModified }), resized: true, longestSide: Math.round(longest * scale) };
  } finally {
    bitmap.close();
  }
}
