import { checkDepth, MAX_DEPTH_METERS } from '@rules/dives';
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** "Depth (m)" of the next upload, as typed; blank sends none (a matched dive then gives it). */
export const $depth = atom('');
/** Why the depth cannot be sent; the server checks the same rule. */
export const $depthError = atom<string | null>(null);

export const DEPTH_ERROR = `Please give the depth in metres, from 0 to ${MAX_DEPTH_METERS.toLocaleString('en')}.`;

/** The dive this screen adds photos to (/identification?dive=<id>), or null. */
export function diveOfPage(search = typeof location === 'undefined' ? '' : location.search): string | null {
  const dive = new URLSearchParams(search).get('dive');
  return dive && /^\d+$/.test(dive) ? dive : null;
}

const unchanging = () => () => {};
/**
 * The dive of the page for rendering: the page is built once without a query, so hydration sees none (as the built
 * HTML does) and the next render reads the address. Reading it during the first render mismatched (React #418).
 */
export function useDiveOfPage(): string | null {
  return useSyncExternalStore(unchanging, () => diveOfPage(), () => null);
}

/** The upload's depth and dive fields: only those given; or the message when the depth is not one. */
export function diveFields(): { value: { depthMeters?: string; diveId?: string } } | { error: string } {
  const depth = checkDepth($depth.get());
  if ('error' in depth) return { error: DEPTH_ERROR };
  const diveId = diveOfPage();
  return { value: { ...(depth.value === null ? {} : { depthMeters: String(depth.value) }), ...(diveId ? { diveId } : {}) } };
}
