import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import sharp from 'sharp';
import { readWhereAndWhen } from './exif';
import { prepareImage } from './prepare';
import { CAIRNS_GPS } from '../../../test-support/identify';
import { withCameraDepth } from '../../../test-support/exif-bytes';

const NOW = new Date('2026-11-23T12:00:00Z');

function photo(exif: Record<string, Record<string, string>>): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#0af' } }).jpeg().withExif(exif).toBuffer();
}


describe("a photo's own position and date", () => {
  test('GPS in degrees, minutes and seconds, and DateTimeOriginal with its offset', async () => {
    const bytes = await photo({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07', OffsetTimeOriginal: '+10:00' }, IFD3: CAIRNS_GPS });
    expect(await readWhereAndWhen(bytes, NOW)).toEqual({
      position: { latitude: -16.925, longitude: 145.76666666666668 },
      takenAt: '2025-06-14T09:41:07+10:00',
      depthMeters: null,
    });
  });

  test("the camera's depth: EXIF 2.32's WaterDepth, or a GPS altitude below sea level", async () => {
    const plain = new Uint8Array(await photo({}));
    expect(await readWhereAndWhen(withCameraDepth(plain, { takenAt: '2025-06-14T09:41:07', waterDepth: 12.5 }), NOW)).toEqual({ position: null, takenAt: '2025-06-14T09:41:07', depthMeters: 12.5 });
    expect((await readWhereAndWhen(withCameraDepth(plain, { belowSeaLevel: 7.25 }), NOW)).depthMeters).toBe(7.25);
  });

  test('without an offset the camera clock is kept as local time', async () => {
    const bytes = await photo({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07' } });
    expect(await readWhereAndWhen(bytes, NOW)).toEqual({ position: null, takenAt: '2025-06-14T09:41:07', depthMeters: null });
  });

  test('no metadata, a 0,0 fix, a date in the future or bytes that are no photo: nothing', async () => {
    expect(await readWhereAndWhen(await photo({}), NOW)).toEqual({ position: null, takenAt: null, depthMeters: null });
    const zero = { GPSLatitudeRef: 'N', GPSLatitude: '0/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 0/1 0/1' };
    expect(await readWhereAndWhen(await photo({ IFD3: zero, IFD2: { DateTimeOriginal: '2031:01:01 10:00:00' } }), NOW)).toEqual({ position: null, takenAt: null, depthMeters: null });
    expect(await readWhereAndWhen(new TextEncoder().encode('not a photo'), NOW)).toEqual({ position: null, takenAt: null, depthMeters: null });
  });

  test('a HEIC from a phone: its position and date are read, and its copies carry neither', async () => {
    // The HEIC fixture of the upload tests, with GPS and DateTimeOriginal written by exiftool as an iPhone writes them.
    const bytes = new Uint8Array(await Bun.file(join(import.meta.dir, 'fixtures', 'reef-gps.heic')).arrayBuffer());
    const read = await readWhereAndWhen(bytes, NOW);
    expect(read.takenAt).toBe('2026-07-14T10:32:05+10:00');
    expect(read.position!.latitude).toBeCloseTo(-16.9203, 4);
    expect(read.position!.longitude).toBeCloseTo(145.771, 4);
    const prepared = await prepareImage(bytes);
    const { web, highRes } = await prepared.stored;
    for (const copy of [prepared.model, web, highRes]) expect(await readWhereAndWhen(copy.data, NOW)).toEqual({ position: null, takenAt: null, depthMeters: null });
  });

  test('the stored copies carry no metadata: what was read is gone from them', async () => {
    const bytes = await photo({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07' }, IFD3: CAIRNS_GPS });
    const prepared = await prepareImage(new Uint8Array(bytes));
    const { web, highRes } = await prepared.stored;
    for (const copy of [prepared.model, web, highRes]) {
      expect(await readWhereAndWhen(copy.data, NOW)).toEqual({ position: null, takenAt: null, depthMeters: null });
      expect((await sharp(copy.data).metadata()).exif).toBeUndefined();
    }
  });
});
