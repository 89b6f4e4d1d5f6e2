import { describe, expect, test } from 'bun:test';
import { CROP_EMPTY, CROP_OUTSIDE, cropAfterKey, cropPixels, cropProblem, isWholePhoto, MIN_SIDE, moveCrop, scaleCrop, stretchCrop, stretchCropAt, WHOLE_PHOTO } from './crop';

describe('the crop frame from the keyboard', () => {
  test('- shrinks the whole photo around its centre, + grows it back', () => {
    const smaller = cropAfterKey(WHOLE_PHOTO, '-')!;
    expect(smaller).toEqual({ x: 0.05, y: 0.05, width: 0.9, height: 0.9 });
    expect(cropAfterKey(smaller, '+')).toEqual(WHOLE_PHOTO);
    expect(cropAfterKey(smaller, '=')).toEqual(WHOLE_PHOTO); // + without Shift on most keyboards
  });

  test('arrow keys move the frame by 2% of the photo, five times as far with Shift', () => {
    const frame = { x: 0.3, y: 0.3, width: 0.4, height: 0.4 };
    expect(cropAfterKey(frame, 'ArrowRight')).toEqual({ ...frame, x: 0.32 });
    expect(cropAfterKey(frame, 'ArrowLeft')).toEqual({ ...frame, x: 0.28 });
    expect(cropAfterKey(frame, 'ArrowUp')).toEqual({ ...frame, y: 0.28 });
    expect(cropAfterKey(frame, 'ArrowDown')).toEqual({ ...frame, y: 0.32 });
    expect(cropAfterKey(frame, 'ArrowDown', true)).toEqual({ ...frame, y: 0.4 });
    expect(cropAfterKey(frame, 'a')).toBeNull();
  });

  test('the frame never leaves the photo, nor grows past it, nor shrinks below a tenth', () => {
    let frame = { x: 0.55, y: 0.55, width: 0.4, height: 0.4 };
    for (let i = 0; i < 10; i++) frame = cropAfterKey(frame, 'ArrowRight')!;
    expect(frame.x + frame.width).toBe(1);
    expect(moveCrop(frame, -5, -5)).toEqual({ ...frame, x: 0, y: 0 });
    for (let i = 0; i < 40; i++) frame = cropAfterKey(frame, '-')!;
    expect(frame.width).toBe(MIN_SIDE);
    for (let i = 0; i < 40; i++) frame = cropAfterKey(frame, '+')!;
    expect(frame).toEqual(WHOLE_PHOTO);
  });
});

describe('the crop frame by pointer', () => {
  test('a pinch scales it around its centre; the corner stretches it within the photo', () => {
    expect(scaleCrop({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, 0.5)).toEqual({ x: 0.375, y: 0.375, width: 0.25, height: 0.25 });
    expect(stretchCrop({ x: 0.5, y: 0.5, width: 0.2, height: 0.2 }, 1, -1)).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: MIN_SIDE });
  });

  test('each corner stretches the frame while the opposite corner stays put, within the photo and no smaller than MIN_SIDE', () => {
    const frame = { x: 0.2, y: 0.2, width: 0.4, height: 0.4 };
    expect(stretchCropAt(frame, 'nw', -0.1, -0.1)).toEqual({ x: 0.1, y: 0.1, width: 0.5, height: 0.5 });
    expect(stretchCropAt(frame, 'ne', 0.1, -0.5)).toEqual({ x: 0.2, y: 0, width: 0.5, height: 0.6 });
    expect(stretchCropAt(frame, 'sw', 0.9, 0.1)).toEqual({ x: 0.6 - MIN_SIDE, y: 0.2, width: MIN_SIDE, height: 0.5 });
    expect(stretchCropAt(frame, 'se', 0.1, 0.1)).toEqual({ x: 0.2, y: 0.2, width: 0.5, height: 0.5 });
  });
});

describe('what is sent', () => {
  test('an empty crop, or one outside the photo, is refused before sending', () => {
    expect(cropProblem({ x: 0.1, y: 0.1, width: 0, height: 0.5 })).toBe(CROP_EMPTY);
    expect(cropProblem({ x: 0.8, y: 0.1, width: 0.5, height: 0.5 })).toBe(CROP_OUTSIDE);
    expect(cropProblem({ x: -0.1, y: 0, width: 0.5, height: 0.5 })).toBe(CROP_OUTSIDE);
    expect(cropProblem({ x: Number.NaN, y: 0, width: 0.5, height: 0.5 })).toBe(CROP_OUTSIDE);
    expect(cropProblem({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 })).toBeNull();
  });

  test('the crop in pixels of the decoded photo, whole pixels inside it', () => {
    expect(cropPixels({ x: 0.25, y: 0.5, width: 0.5, height: 0.5 }, 4000, 3000)).toEqual({ sx: 1000, sy: 1500, sw: 2000, sh: 1500 });
    expect(cropPixels({ x: 0.999, y: 0, width: 0.0001, height: 1 }, 100, 100)).toEqual({ sx: 99, sy: 0, sw: 1, sh: 100 });
    expect(isWholePhoto(WHOLE_PHOTO)).toBe(true);
    expect(isWholePhoto({ x: 0, y: 0, width: 0.9, height: 1 })).toBe(false);
  });
});
