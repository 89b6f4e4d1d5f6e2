import sharp from 'sharp';
import { decodeHeicImage } from '../../lib/images/heic';
import { MAX_INPUT_PIXELS } from '../../lib/images/limits';
import type { ImageKind } from '../../lib/images/sniff';
import { takeImageSlot } from '../../lib/images/slots';

/**
 * What grouping compares of a photo, computed once at upload from one small upright copy (512 px on its longer
 * side, which JPEG's shrink-on-load decodes cheaply):
 * - a difference hash (dHash): 64 bits, each whether a cell of a 9×8 grey grid is brighter than its right-hand
 *   neighbour; near for the same scene shifted, cropped a little or exposed differently;
 * - a colour signature: the mean red, green and blue of a 4×4 grid, 48 bytes;
 * - sharpness: the variance of the Laplacian of the grey copy (blur lowers it).
 */
export interface PictureFigures {
  signature: string;
  sharpness: number;
}

const SIDE = 512;
const HASH_BITS = 64;
const GRID = 4;

/** The figures of a checked photo; HEIC goes through libheif, as it does for an identification. */
export async function pictureFigures(bytes: Uint8Array, kind: ImageKind): Promise<PictureFigures> {
  const release = await takeImageSlot();
  try {
    const source =
      kind === 'heic'
        ? await decodeHeicImage(bytes).then(({ width, height, channels, data }) => sharp(data, { raw: { width, height, channels } }))
        : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    const { data, info } = await source
      .resize({ width: SIDE, height: SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return figuresOfPixels(data, info.width, info.height);
  } finally {
    release();
  }
}

/** The figures of raw RGB pixels (3 bytes each, rows top to bottom). */
export function figuresOfPixels(rgb: Uint8Array, width: number, height: number): PictureFigures {
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = 0.299 * rgb[3 * i]! + 0.587 * rgb[3 * i + 1]! + 0.114 * rgb[3 * i + 2]!;
  const hash = differenceHash(grey, width, height);
  const colours = colourSignature(rgb, width, height);
  return { signature: Buffer.concat([hash, colours]).toString('hex'), sharpness: laplacianVariance(grey, width, height) };
}

/** Means of `channels` values per pixel over a `columns`×`rows` grid of cells. */
function cellMeans(values: ArrayLike<number>, width: number, height: number, columns: number, rows: number, channels: number): Float64Array {
  const sums = new Float64Array(columns * rows * channels);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / height));
    for (let x = 0; x < width; x++) {
      const cell = row * columns + Math.min(columns - 1, Math.floor((x * columns) / width));
      counts[cell]!++;
      for (let c = 0; c < channels; c++) sums[cell * channels + c]! += values[(y * width + x) * channels + c]!;
    }
  }
  return sums.map((sum, i) => sum / Math.max(1, counts[Math.floor(i / channels)]!));
}

function differenceHash(grey: Float32Array, width: number, height: number): Buffer {
  const cells = cellMeans(grey, width, height, 9, 8, 1);
  const hash = Buffer.alloc(HASH_BITS / 8);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) if (cells[y * 9 + x]! > cells[y * 9 + x + 1]!) hash[y]! |= 1 << x;
  }
  return hash;
}

function colourSignature(rgb: Uint8Array, width: number, height: number): Buffer {
  return Buffer.from(Array.from(cellMeans(rgb, width, height, GRID, GRID, 3), Math.round));
}

function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += value;
      squares += value * value;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return squares / n - mean * mean;
}

/** A colour grid with each channel divided by its mean over the picture: the same scene lit brighter is the same grid. */
function relativeColours(signature: Buffer): number[] {
  const cells = [...signature.subarray(HASH_BITS / 8)];
  const means = [0, 1, 2].map((c) => cells.filter((_, i) => i % 3 === c).reduce((sum, v) => sum + v, 0) / (cells.length / 3) || 1);
  return cells.map((value, i) => (100 * value) / means[i % 3]!);
}

/**
 * How far apart two signatures are: the dHash's differing bits (0 to 64), and the mean difference of their colour
 * grids, each channel relative to its picture's mean (100 is the mean).
 */
export function signatureDistance(a: string, b: string): { hashBits: number; colour: number } {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  let hashBits = 0;
  for (let i = 0; i < HASH_BITS / 8; i++) {
    let differ = left[i]! ^ right[i]!;
    for (; differ; differ &= differ - 1) hashBits++;
  }
  const [l, r] = [relativeColours(left), relativeColours(right)];
  const colour = l.reduce((sum, value, i) => sum + Math.abs(value - r[i]!), 0) / l.length;
  return { hashBits, colour };
}
