import { observedText } from '@rules/location';

/** "12 m", or "12.5 m" below 10 m and for halves: a depth as a diver reads it on the computer. */
export function depthText(meters: number): string {
  const rounded = Math.round(meters * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} m`;
}

/** "47 min", or "1 h 05 min": how long a dive lasted. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "12 March 2026, 09:41": the dive computer's own wall-clock time, never moved to another time zone. */
export const diveDateText = (startedAt: string) => observedText(startedAt);

/** "1 sighting", "3 sightings". */
export const sightingsText = (count: number) => `${count} ${count === 1 ? 'sighting' : 'sightings'}`;

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
