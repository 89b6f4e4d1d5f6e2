import { checkDepth } from '@rules/dives';
import type { RuleError } from '@rules/error-codes';
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** "Depth (m)" of the next upload, as typed; blank sends none (a matched dive then gives it). */
export const $depth = atom('');
/** Why the depth cannot be sent, by the rule's code (said in the form's words); the server checks the same rule. */
export const $depthError = atom<RuleError | null>(null);

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

/** The upload's depth and dive fields: only those given; or the rule's failure when the depth is not one. */
export function diveFields(): { value: { depthMeters?: string; diveId?: string } } | { error: RuleError } {
  const depth = checkDepth($depth.get());
  if ('error' in depth) return depth;
  const diveId = diveOfPage();
  return { value: { ...(depth.value === null ? {} : { depthMeters: String(depth.value) }), ...(diveId ? { diveId } : {}) } };
}
