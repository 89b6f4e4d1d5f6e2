import exifr from 'exifr';
import { cameraDepth } from '@rules/dives';
import { checkObservedAt, checkPosition, exifTakenAt, type Position } from '@rules/location';

/** Where and when the camera says a photo was taken; each null when the photo does not say, or says nonsense. */
export interface PhotoWhereAndWhen {
  position: Position | null;
  takenAt: string | null;
  /** The depth the camera recorded (rules/dives.ts `cameraDepth`). */
  depthMeters: number | null;
}

const NOTHING: PhotoWhereAndWhen = { position: null, takenAt: null, depthMeters: null };

/**
 * Reads the GPS position, DateTimeOriginal and the camera's depth (WaterDepth, or a GPS altitude below sea level) from an uploaded photo's metadata (JPEG, HEIC, PNG, WebP, TIFF),
 * before the stored copies are made without any. Best effort: a photo without them, with a position of exactly
 * 0,0 (what cameras write when they had no fix) or with a date in the future gives null for that part.
 */
export async function readWhereAndWhen(bytes: Uint8Array, now: Date): Promise<PhotoWhereAndWhen> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(bytes, {
      gps: true,
      reviveValues: false,
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef', 'WaterDepth', 'GPSAltitude', 'GPSAltitudeRef'],
    });
  } catch {
    return NOTHING;
  }
  if (!tags) return NOTHING;
  const position = checkPosition(tags.latitude, tags.longitude);
  const fixed = 'value' in position && position.value && (position.value.latitude !== 0 || position.value.longitude !== 0) ? position.value : null;
  const takenAt = checkObservedAt(exifTakenAt(tags.DateTimeOriginal, tags.OffsetTimeOriginal), now);
  return { position: fixed, takenAt: 'value' in takenAt ? takenAt.value : null, depthMeters: cameraDepth(tags) };
}
