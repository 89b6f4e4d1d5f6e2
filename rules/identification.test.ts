import { describe, expect, test } from 'bun:test';
import { checkImageFile, checkSentFile, confidenceWord, rankingWeight, remainingFreeIdentifications, stepBackReason, MAX_ORIGINAL_BYTES, MAX_UPLOAD_BYTES } from './identification';

describe('upload rules', () => {
  test('a file whose type is not image/* is refused by its code, which the upload form says in its language', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual({ code: 'photo.not_an_image' });
    expect(checkImageFile({ type: '', size: 10 })).toEqual({ code: 'photo.not_an_image' });
    expect(checkImageFile({ type: '', size: 10, name: 'notes.txt' })).toEqual({ code: 'photo.not_an_image' });
  });

  test('a HEIC photo without a declared type is taken by its name', () => {
    expect(checkImageFile({ type: '', size: 10, name: 'IMG_0042.HEIC' })).toBeNull();
  });

  test('an original up to 60 MB is taken (its copy is what is sent); one byte more is too large', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_ORIGINAL_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 21 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/heic', size: MAX_ORIGINAL_BYTES + 1 })).toEqual({ code: 'photo.too_large', values: { megabytes: 60 } });
  });

  test('what is sent goes up to 10 MB; one byte more is refused, naming the photo', () => {
    expect(checkSentFile({ size: MAX_UPLOAD_BYTES, name: 'reef.jpg' })).toBeNull();
    expect(checkSentFile({ size: MAX_UPLOAD_BYTES + 1, name: 'IMG_0042.HEIC' })).toEqual({ code: 'photo.copy_too_large', values: { name: 'IMG_0042.HEIC', megabytes: 10 } });
  });

  test('free identifications left never go below zero', () => {
    expect(remainingFreeIdentifications(0)).toBe(3);
    expect(remainingFreeIdentifications(2)).toBe(1);
    expect(remainingFreeIdentifications(7)).toBe(0);
  });
});

test('a confidence reads likely from 70 %, possible from 30 %, unlikely below', () => {
  expect([0.95, 0.7, 0.69, 0.3, 0.29, 0].map(confidenceWord)).toEqual(['likely', 'likely', 'possible', 'possible', 'unlikely', 'unlikely']);
});

describe('the location and depth rules', () => {
  test('not recorded nearby, or not at this depth, counts half; both together still half', () => {
    expect(rankingWeight({ confidence: 0.8 })).toBe(0.8);
    expect(rankingWeight({ confidence: 0.8, nearby: false, atDepth: null })).toBe(0.4);
    expect(rankingWeight({ confidence: 0.8, nearby: true, atDepth: false })).toBe(0.4);
    expect(rankingWeight({ confidence: 0.8, nearby: false, atDepth: false })).toBe(0.4);
    expect(rankingWeight({ confidence: 0.8, nearby: true, atDepth: true })).toBe(0.8);
  });

  test('why an answer stepped back: not nearby first, then not at this depth, else the spread', () => {
    const species = (nearby: boolean | null, atDepth: boolean | null) => [
      { rank: 'species' as const, confidence: 0.6, nearby, atDepth },
      { rank: 'species' as const, confidence: 0.3, nearby: true, atDepth: true },
    ];
    expect(stepBackReason(true, species(false, false))).toBe('not-recorded-nearby');
    expect(stepBackReason(true, species(true, false))).toBe('not-recorded-at-depth');
    expect(stepBackReason(true, species(true, null))).toBe('spread');
    expect(stepBackReason(false, species(true, false))).toBeNull();
  });
});
