import type { Position } from '@rules/location';
import { seaOf } from '@rules/seas';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What the model is told of where and when the photo was taken: the sea or ocean (never the exact position) and
 * the month, which narrow the species a diver can meet. Null when neither is known.
 */
export function photoContext(position: Position | null, observedAt: string | null): string | null {
  const region = position ? `in the ${seaOf(position)}` : null;
  const month = observedAt ? MONTHS[Number(observedAt.slice(5, 7)) - 1] : undefined;
  const when = month ? `in ${month}` : null;
  if (!region && !when) return null;
  return `It was photographed ${[region, when].filter(Boolean).join(' ')}.`;
}
