import { observedText } from '@rules/location';
import { numberText } from '@rules/numbers';
import { counted, fill } from '../../lib/fill';
import type { DivesWords } from './dives-words';

export { depthText } from '@rules/numbers';

/** "47 min", or "1 h 05 min": how long a dive lasted. */
export function durationText(seconds: number, words: Pick<DivesWords, 'minutes' | 'hoursMinutes' | 'language'>): string {
  const minutes = Math.round(seconds / 60);
  const locale = { locale: words.language };
  if (minutes < 60) return fill(words.minutes, { minutes: numberText(minutes, locale) });
  return fill(words.hoursMinutes, { hours: numberText(Math.floor(minutes / 60), locale), minutes: String(minutes % 60).padStart(2, '0') });
}

/** "12 March 2026, 09:41": the dive computer's own wall-clock time, never moved to another time zone. */
export const diveDateText = (startedAt: string) => observedText(startedAt);

/** "1 sighting", "3 sightings". */
export const sightingsText = (count: number, words: Pick<DivesWords, 'sightings' | 'language'>) => counted(words.sightings, count, words.language);

/** "mm:ss" (or "h:mm:ss") into the dive. */
export function elapsedText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "12 March 2026, 09:41:07": a time to the second, as a camera's clock is set. */
export function clockText(time: string): string {
  const seconds = time.match(/T\d{2}:\d{2}:(\d{2})/)?.[1];
  return seconds ? `${observedText(time)}:${seconds}` : observedText(time);
}
