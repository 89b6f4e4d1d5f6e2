import { expect, test } from 'bun:test';
import exifr from 'exifr';
import sharp from 'sharp';
import { CAIRNS_GPS, photo } from '../../../../api/test-support/identify';
import { exifSegmentOf, withExifOf } from './exif-segment';

/** A phone's photo taken on its side (Orientation 6), at Cairns, on 14 June 2025. */
async function sidewaysPhonePhoto() {
  const jpeg = await sharp(await photo(320, 240))
    .withExif({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07' }, IFD3: CAIRNS_GPS })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

test("the copy carries the original's place and date, and is marked upright", async () => {
  const original = await sidewaysPhonePhoto();
  expect((await exifr.parse(original, { pick: ['Orientation'], translateValues: false }))?.Orientation).toBe(6);
  // What a canvas gives: a JPEG with no metadata at all.
  const drawn = new Uint8Array(await sharp(await photo(200, 150)).jpeg().toBuffer());
  expect(exifSegmentOf(drawn)).toBeNull();

  const copy = withExifOf(original, drawn);
  const tags = await exifr.parse(copy, { gps: true, translateValues: false, reviveValues: false });
  expect(tags.latitude).toBeCloseTo(-16.925, 3);
  expect(tags.longitude).toBeCloseTo(145.7667, 3);
  expect(tags.DateTimeOriginal).toBe('2025:06:14 09:41:07');
  expect(tags.Orientation).toBe(1);
  // Still the drawn image: same pixels size, decodable.
  expect(await sharp(copy).metadata()).toMatchObject({ width: 200, height: 150, format: 'jpeg' });
  // The original is untouched.
  expect((await exifr.parse(original, { pick: ['Orientation'], translateValues: false }))?.Orientation).toBe(6);
});

test('without EXIF, or when the copy is not a JPEG, the copy goes as drawn', async () => {
  const drawn = new Uint8Array(await sharp(await photo(200, 150)).jpeg().toBuffer());
  expect(withExifOf(new Uint8Array(await photo(100, 100)), drawn)).toBe(drawn);
  const webp = new Uint8Array(await sharp(await photo(200, 150)).webp().toBuffer());
  expect(withExifOf(await sidewaysPhonePhoto(), webp)).toBe(webp);
  expect(withExifOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]), drawn)).toBe(drawn);
});
