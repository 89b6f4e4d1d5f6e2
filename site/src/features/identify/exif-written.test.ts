import { expect, test } from 'bun:test';
import exifr from 'exifr';
import sharp from 'sharp';
import { exifTakenAt } from '@rules/location';
import { exifSegmentFor } from './exif-written';
import { withExifOf } from './exif-segment';

/** Read as the server reads an upload (api/src/lib/images/exif.ts: exifr, the same tags, values as written). */
async function readWhereAndWhen(bytes: Uint8Array) {
  const pick = ['DateTimeOriginal', 'OffsetTimeOriginal', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'];
  const tags = (await exifr.parse(bytes, { gps: true, reviveValues: false, pick })) ?? {};
  const position = typeof tags.latitude === 'number' ? { latitude: tags.latitude, longitude: tags.longitude } : null;
  return { position, takenAt: exifTakenAt(tags.DateTimeOriginal, tags.OffsetTimeOriginal) };
}
const jpeg = async () => new Uint8Array(await sharp({ create: { width: 8, height: 6, channels: 3, background: '#08f' } }).jpeg().toBuffer());
/** What the server reads of a copy carrying the segment written for `said`. */
const serverReads = async (said: Parameters<typeof exifSegmentFor>[0]) => readWhereAndWhen(withExifOf(new Uint8Array(), await jpeg(), exifSegmentFor(said)));

test('a copy of a HEIC carries its place and date as the server reads them, south and west included', async () => {
  expect(await serverReads({ position: { latitude: -16.5, longitude: -68.2734 }, takenAt: '2026-03-01T10:30:00+10:00' })).toEqual({
    position: { latitude: -16.5, longitude: -68.2734 },
    takenAt: '2026-03-01T10:30:00+10:00',
  });
  expect(await serverReads({ position: { latitude: 27.25, longitude: 33.8125 }, takenAt: null })).toEqual({
    position: { latitude: 27.25, longitude: 33.8125 },
    takenAt: null,
  });
  expect(await serverReads({ position: null, takenAt: '2026-03-01T10:30:00' })).toEqual({ position: null, takenAt: '2026-03-01T10:30:00' });
});

test('nothing to say, nothing written; a JPEG original keeps its own EXIF rather than the written one', async () => {
  expect(exifSegmentFor({ position: null, takenAt: null })).toBeNull();
  const own = new Uint8Array(await sharp(await jpeg()).withExif({ IFD2: { DateTimeOriginal: '2025:12:24 08:00:00' } }).jpeg().toBuffer());
  const copy = withExifOf(own, await jpeg(), exifSegmentFor({ position: null, takenAt: '2026-03-01T10:30:00' }));
  expect((await readWhereAndWhen(copy)).takenAt).toBe('2025-12-24T08:00:00');
});
