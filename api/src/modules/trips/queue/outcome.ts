import { HttpError } from '../../../lib/errors';
import type { TripSightingStatus } from '@rules/trips';

/** Tries of one sighting before it is `failed`, when each ended on a passing trouble (the provider down, the budget spent). */
export const MAX_ATTEMPTS = 3;
/** How long a sighting waits after a passing trouble before its next try, times its tries so far. */
export const RETRY_AFTER_MS = 60_000;

/** Errors that pass: the AI service unavailable, over its rate, slow, or the day's budget spent. */
const PASSING = new Set(['ai.unavailable', 'ai.over_quota', 'ai.timed_out']);

/**
 * Where a sighting goes when its identification threw: `needs-plan` when the account's free identifications ran out
 * meanwhile, back to the queue on a passing trouble (until MAX_ATTEMPTS), else `failed`.
 */
export function outcomeOf(error: unknown, attempts: number): { status: TripSightingStatus; retry: boolean } {
  const code = error instanceof HttpError ? error.code : undefined;
  if (code === 'quota.free_exhausted') return { status: 'needs-plan', retry: false };
  if (code && PASSING.has(code) && attempts < MAX_ATTEMPTS) return { status: 'queued', retry: true };
  return { status: 'failed', retry: false };
}
