import { checkObservedAt, checkPosition, exifTakenAt, type Position } from '@rules/location';
import type { RuleError } from '@rules/error-codes';

/** Where and when as a form holds it: a pin, a date and an optional time, each optional. */
export interface WhereAndWhenDraft {
  position: Position | null;
  /** YYYY-MM-DD, or '' */
  date: string;
  /** HH:MM or HH:MM:SS, or '' */
  time: string;
  /** The stored text (it may carry seconds and the clock's offset), kept while the date and time are not touched. */
  kept: string | null;
}

export const NO_WHERE_AND_WHEN: WhereAndWhenDraft = { position: null, date: '', time: '', kept: null };

/** A form starting from what is stored. */
export function draftOf(position: Position | null, observedAt: string | null): WhereAndWhenDraft {
  const match = observedAt?.match(/^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?/);
  return { position: position && { latitude: position.latitude, longitude: position.longitude }, date: match?.[1] ?? '', time: match?.[2] ?? '', kept: observedAt };
}

/** The date and time as sent: the stored text while untouched, else the date with the time when one was given. */
export function observedAtOf(draft: WhereAndWhenDraft): string | null {
  if (draft.kept) return draft.kept;
  if (!draft.date) return null;
  return draft.time ? `${draft.date}T${draft.time}` : draft.date;
}

export const isBlank = (draft: WhereAndWhenDraft) => !draft.position && !observedAtOf(draft);

/**
 * Why a draft cannot be sent: a rule's failure, said by its code in the page's language (WhereAndWhenFields); the
 * date's two (`observed_at.in_future`, `observed_at.unreadable`) in the form's own words (where-and-when-words.ts).
 */
export type DraftError = RuleError;

/** Checked by the same rules as the server's (which has the last word): the values to send, or the message. */
export function checkDraft(draft: WhereAndWhenDraft, now = new Date()): { value: { position: Position | null; observedAt: string | null } } | { error: DraftError } {
  const position = checkPosition(draft.position?.latitude, draft.position?.longitude);
  if ('error' in position) return position;
  const observedAt = checkObservedAt(observedAtOf(draft), now);
  if ('error' in observedAt) return observedAt;
  return { value: { position: position.value, observedAt: observedAt.value } };
}

/** Today in the browser's own calendar, for the date field's upper bound. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a chosen photo says of itself. */
export interface PhotoWhereAndWhen {
  position: Position | null;
  takenAt: string | null;
}

/** EXIF tag numbers of DateTimeOriginal and OffsetTimeOriginal. */
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;

/**
 * The GPS position and DateTimeOriginal of a chosen photo, read in the browser with exifr's small build (loaded
 * only now). Best effort: nothing when the photo does not say, or says 0,0 (no fix) or a date to come.
 */
export async function readPhotoWhereAndWhen(file: Blob, now = new Date()): Promise<PhotoWhereAndWhen> {
  try {
    const { default: exifr } = await import('exifr/dist/lite.esm.mjs');
    // The small build has no tag names: tags come by number, and GPS as latitude and longitude.
    const tags = await exifr.parse(file, { ifd1: false, interop: false, exif: true, gps: true, translateKeys: false, reviveValues: false });
    if (!tags) return { position: null, takenAt: null };
    const position = checkPosition(tags.latitude, tags.longitude);
    const fixed = 'value' in position && position.value && (position.value.latitude !== 0 || position.value.longitude !== 0) ? position.value : null;
    const takenAt = checkObservedAt(exifTakenAt(tags[DATE_TIME_ORIGINAL], tags[OFFSET_TIME_ORIGINAL]), now);
    return { position: fixed, takenAt: 'value' in takenAt ? takenAt.value : null };
  } catch {
    return { position: null, takenAt: null };
  }
}

/** Why the device's position is not known: the words for each are the page's (where-and-when-words.ts). */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

/** "Use my current location": the device's position, or why there is none. */
export function currentPosition(): Promise<{ value: Position } | { error: LocationProblem }> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ error: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ value: { latitude: Math.round(coords.latitude * 1e6) / 1e6, longitude: Math.round(coords.longitude * 1e6) / 1e6 } }),
      (error) => resolve({ error: error.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}
