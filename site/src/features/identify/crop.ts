/**
 * A crop of a chosen photo, as fractions of the upright photo (0 to 1): it does not depend on the size the photo
 * is shown at, nor on the size of the copy that is sent.
 */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE_PHOTO: Crop = { x: 0, y: 0, width: 1, height: 1 };
/** One arrow key moves the frame by this share of the photo; Shift moves it five times as far. */
export const MOVE_STEP = 0.02;
/** One + or - grows or shrinks the frame by this share of the photo, on each side. */
export const RESIZE_STEP = 0.05;
/** The smallest frame: a tenth of the photo each way, still enough of the animal for the model. */
export const MIN_SIDE = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const tidy = (crop: Crop): Crop => ({ x: round(crop.x), y: round(crop.y), width: round(crop.width), height: round(crop.height) });

/** The frame moved by (dx, dy), kept inside the photo. */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  return tidy({ ...crop, x: clamp(crop.x + dx, 0, 1 - crop.width), y: clamp(crop.y + dy, 0, 1 - crop.height) });
}

/** The frame grown (by > 0) or shrunk (by < 0) on every side around its centre, kept inside the photo and no smaller than MIN_SIDE. */
export function resizeCrop(crop: Crop, by: number): Crop {
  const width = clamp(crop.width + 2 * by, MIN_SIDE, 1);
  const height = clamp(crop.height + 2 * by, MIN_SIDE, 1);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return tidy({ width, height, x: clamp(centreX - width / 2, 0, 1 - width), y: clamp(centreY - height / 2, 0, 1 - height) });
}

/** The frame scaled by `factor` around its centre (a pinch). */
export function scaleCrop(crop: Crop, factor: number): Crop {
  const width = clamp(crop.width * factor, MIN_SIDE, 1);
  const height = clamp(crop.height * factor, MIN_SIDE, 1);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return tidy({ width, height, x: clamp(centreX - width / 2, 0, 1 - width), y: clamp(centreY - height / 2, 0, 1 - height) });
}

/** A corner of the frame, each with a handle: north-west, north-east, south-west, south-east. */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

/** The frame with its bottom-right corner dragged by (dx, dy) (the corner handle). */
export function stretchCrop(crop: Crop, dx: number, dy: number): Crop {
  return stretchCropAt(crop, 'se', dx, dy);
}

/**
 * The frame with one corner dragged by (dx, dy) and the opposite corner held: kept inside the photo, no side below
 * MIN_SIDE.
 */
export function stretchCropAt(crop: Crop, corner: Corner, dx: number, dy: number): Crop {
  const right = crop.x + crop.width;
  const bottom = crop.y + crop.height;
  const [x, width] = corner.endsWith('w')
    ? [clamp(crop.x + dx, 0, right - MIN_SIDE), 0]
    : [crop.x, clamp(crop.width + dx, MIN_SIDE, 1 - crop.x)];
  const [y, height] = corner.startsWith('n')
    ? [clamp(crop.y + dy, 0, bottom - MIN_SIDE), 0]
    : [crop.y, clamp(crop.height + dy, MIN_SIDE, 1 - crop.y)];
  return tidy({ x, y, width: width || right - x, height: height || bottom - y });
}

/** What a key does to the frame: arrows move it, + and - resize it; null for any other key. */
export function cropAfterKey(crop: Crop, key: string, shift = false): Crop | null {
  const step = shift ? MOVE_STEP * 5 : MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return moveCrop(crop, -step, 0);
    case 'ArrowRight':
      return moveCrop(crop, step, 0);
    case 'ArrowUp':
      return moveCrop(crop, 0, -step);
    case 'ArrowDown':
      return moveCrop(crop, 0, step);
    case '+':
    case '=':
      return resizeCrop(crop, RESIZE_STEP);
    case '-':
    case '_':
      return resizeCrop(crop, -RESIZE_STEP);
    default:
      return null;
  }
}

export const isWholePhoto = (crop: Crop | null | undefined) =>
  !crop || (crop.x <= 0 && crop.y <= 0 && crop.width >= 1 && crop.height >= 1);

export const CROP_EMPTY = 'The crop is empty: make the frame larger, or remove the crop.';
export const CROP_OUTSIDE = 'The crop lies outside the photo: move the frame back over it, or remove the crop.';

/** Why a crop cannot be sent (empty, or reaching outside the photo); null when it can. */
export function cropProblem(crop: Crop): string | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (values.some((value) => !Number.isFinite(value))) return CROP_OUTSIDE;
  if (crop.width <= 0 || crop.height <= 0) return CROP_EMPTY;
  const epsilon = 1e-6;
  if (crop.x < -epsilon || crop.y < -epsilon || crop.x + crop.width > 1 + epsilon || crop.y + crop.height > 1 + epsilon) return CROP_OUTSIDE;
  return null;
}

/** The crop in pixels of a photo of `width` × `height`: whole pixels, at least one each way, inside the photo. */
export function cropPixels(crop: Crop, width: number, height: number): { sx: number; sy: number; sw: number; sh: number } {
  const sx = clamp(Math.round(crop.x * width), 0, width - 1);
  const sy = clamp(Math.round(crop.y * height), 0, height - 1);
  const sw = clamp(Math.round(crop.width * width), 1, width - sx);
  const sh = clamp(Math.round(crop.height * height), 1, height - sy);
  return { sx, sy, sw, sh };
}

/** The frame in words, for screen readers: "Crop: 60% wide, 50% high, 20% from the left, 10% from the top". */
export function cropWords(crop: Crop): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  if (isWholePhoto(crop)) return 'Crop: the whole photo';
  return `Crop: ${percent(crop.width)} wide, ${percent(crop.height)} high, ${percent(crop.x)} from the left, ${percent(crop.y)} from the top`;
}
