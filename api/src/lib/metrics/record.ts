import { HttpError } from '../errors';
import * as instruments from './instruments';

export type OutsideService = 'worms' | 'obis';

/** An identification's outcome as /metrics counts it, from what the upload answered or threw. */
export function identificationOutcome(error?: unknown): 'identified' | 'refused' | 'cancelled' | 'unavailable' | 'failed' {
  if (error === undefined) return 'identified';
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 499) return 'cancelled';
  if (error.status === 503 || error.status === 504) return 'unavailable';
  if (error.status < 500) return 'refused';
  return 'failed';
}

/** The product's counts: each a one-line call where the thing happens. */
export const metrics = {
  /** An identification upload ended: `error` is what it threw, none when it was identified and saved. */
  identification(error?: unknown): void {
    instruments.identifications.inc({ outcome: identificationOutcome(error) });
  },

  /** A model call ended (after its tokens were counted): latency, tokens and the estimated cost. */
  modelCall(outcome: 'answered' | 'failed' | 'cancelled', usage: { latencyMs?: number | null; promptTokens?: number | null; completionTokens?: number | null }, costUsd: number): void {
    if (usage.latencyMs != null) instruments.modelCallSeconds.observe({ outcome }, usage.latencyMs / 1000);
    if (usage.promptTokens) instruments.modelTokens.inc({ kind: 'prompt' }, usage.promptTokens);
    if (usage.completionTokens) instruments.modelTokens.inc({ kind: 'completion' }, usage.completionTokens);
    if (costUsd > 0) instruments.modelCost.inc(costUsd);
  },

  /** Times one call to WoRMS or OBIS and counts it as an error when it throws (the caller's deadline included). */
  async outsideCall<T>(service: OutsideService, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const answer = await call();
      instruments.serviceSeconds.observe({ service, outcome: 'ok' }, (performance.now() - started) / 1000);
      return answer;
    } catch (error) {
      instruments.serviceSeconds.observe({ service, outcome: 'error' }, (performance.now() - started) / 1000);
      instruments.serviceErrors.inc({ service });
      throw error;
    }
  },

  /** Look-ups answered from the cache (hits) and those that had to ask the service (misses). */
  cacheLookups(service: OutsideService, hits: number, misses: number): void {
    if (hits > 0) instruments.serviceCache.inc({ service, result: 'hit' }, hits);
    if (misses > 0) instruments.serviceCache.inc({ service, result: 'miss' }, misses);
  },

  /** An identification refused by a quota: an account's or a visitor's free ones, or an address's daily ones. */
  quotaRefused(quota: 'account' | 'visitor' | 'address'): void {
    instruments.quotaRefusals.inc({ quota });
  },

  /** An identification refused because the day's AI budget is spent. */
  budgetRefused(): void {
    instruments.budgetRefusals.inc();
  },
};
