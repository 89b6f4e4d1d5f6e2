import { fill } from '../../lib/fill';
import type { DivesWords } from './dives-words';
import { wallSeconds, wallText } from './wall-clock';

/**
 * The camera's offset from real time: what to add to a photo's own time (its EXIF DateTimeOriginal, or the time
 * given with it) to get when it was really taken. Null when either time cannot be read.
 */
export function cameraOffset(cameraTime: string, realTime: string): number | null {
  const camera = wallSeconds(cameraTime);
  const real = wallSeconds(realTime);
  return camera === null || real === null ? null : real - camera;
}

/** When a photo was really taken, by its camera's time and the offset. */
export function correctedTime(cameraTime: string, offsetSeconds: number): string | null {
  const camera = wallSeconds(cameraTime);
  return camera === null ? null : wallText(camera + offsetSeconds);
}

/** "in step with the dive computer", "2 min 10 s behind", "1 h 00 min 05 s ahead": what the offset says of the camera. */
export function offsetText(offsetSeconds: number, words: Pick<DivesWords['clock'], 'inStep' | 'behind' | 'ahead'>): string {
  if (offsetSeconds === 0) return words.inStep;
  const size = Math.abs(offsetSeconds);
  const h = Math.floor(size / 3600);
  const m = Math.floor((size % 3600) / 60);
  const s = size % 60;
  const parts = [h ? `${h} h` : '', h || m ? `${h ? String(m).padStart(2, '0') : m} min` : '', s ? `${s} s` : ''].filter(Boolean);
  // A camera behind real time needs time added: a positive offset.
  return fill(offsetSeconds > 0 ? words.behind : words.ahead, { time: parts.join(' ') });
}

/** The value of a datetime-local field with seconds, from stored text (which may carry a zone offset, ignored). */
export function localFieldValue(time: string): string {
  const seconds = wallSeconds(time);
  return seconds === null ? '' : wallText(seconds);
}
