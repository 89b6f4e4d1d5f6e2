import type { Position } from '@rules/location';

/** "16.9250°S, 145.7667°E": a position as people read it, to about 10 m. */
export function positionText({ latitude, longitude }: Position): string {
  const lat = `${Math.abs(latitude).toFixed(4)}°${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "14 June 2025", or "14 June 2025, 09:41" when the time is known: the clock's own time, whatever its zone. */
export function observedText(observedAt: string): string {
  const match = observedAt.match(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/);
  if (!match) return observedAt;
  const day = `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
  return match[4] ? `${day}, ${match[4]}:${match[5]}` : day;
}
