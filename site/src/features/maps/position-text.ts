import type { Position } from '@rules/location';

/** "16.9250°S, 145.7667°E": a position as people read it, to about 10 m. */
export function positionText({ latitude, longitude }: Position): string {
  const lat = `${Math.abs(latitude).toFixed(4)}°${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/** The dive's date as people read it (rules/location.ts, shared with the result display). */
export { observedText } from '@rules/location';
