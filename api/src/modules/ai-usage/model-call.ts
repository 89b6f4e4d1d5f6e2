import type { AppContext } from '../../context';
import type { Config } from '../../env';
import { UnusableAnswer, type Identification, type ModelUsage, type SpeciesIdentifier } from '../../lib/ai/identifier';
import { aiErrors } from '../../lib/ai/messages';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { giveBackToBudget, insertAiCall, takeFromBudget } from './repo';

/** Who a model call is made for: an account or an anonymous visitor, and the address they came from. */
export interface Caller {
  userId: number | null;
  visitorId: string | null;
  ip: string;
}

/** One call reserved from the daily budget: ask the model with it once, or cancel it. */
export interface ModelCall {
  /** Calls the model and records the call; a failure before the model answered gives the budget back. */
  ask(model: SpeciesIdentifier, jpeg: Uint8Array, context?: string | null, signal?: AbortSignal): Promise<Identification>;
  /** Gives the budget back when the model was never asked (the upload failed first). No effect after `ask`. */
  cancel(): Promise<void>;
}

/** USD for the tokens at the configured prices; tokens the provider did not report count as none. */
export function estimateCost(prices: Config['aiPrices'], usage: Partial<Pick<ModelUsage, 'promptTokens' | 'completionTokens'>>): number {
  return ((usage.promptTokens ?? 0) * prices.inputUsdPerMillion + (usage.completionTokens ?? 0) * prices.outputUsdPerMillion) / 1_000_000;
}

/**
 * Reserves one model call from today's budget (AI_DAILY_BUDGET, UTC days) before anything costly happens. Once it
 * is spent, identification answers 503 with the AI service's own 'unavailable' message until midnight UTC.
 * Reserving is one conditional statement, so parallel uploads never make more calls than what is left.
 */
export async function reserveModelCall(ctx: AppContext, caller: Caller): Promise<ModelCall> {
  const started = ctx.now();
  const day = utcDay(started);
  const limit = ctx.config.aiDailyBudget;
  if (limit < 1 || !await takeFromBudget(ctx.db, day, limit)) throw aiErrors.budgetSpent(secondsUntilNextUtcDay(started));

  let settled = false;
  const giveBack = async () => {
    if (settled) return;
    settled = true;
    await giveBackToBudget(ctx.db, day);
  };
  const record = (outcome: 'answered' | 'failed' | 'cancelled', usage: Partial<ModelUsage>) =>
    insertAiCall(ctx.db, {
      day,
      userId: caller.userId,
      visitorId: caller.visitorId,
      ip: caller.ip,
      model: usage.model ?? ctx.config.openai.model,
      promptTokens: usage.promptTokens ?? null,
      completionTokens: usage.completionTokens ?? null,
      costUsd: estimateCost(ctx.config.aiPrices, usage),
      outcome,
      latencyMs: usage.latencyMs ?? null,
      createdAt: started,
    });

  return {
    async ask(model, jpeg, context, signal) {
      if (settled) throw new Error('A reserved model call is used once');
      try {
        const identification = await model.identify(jpeg, context, signal);
        settled = true;
        await record('answered', identification);
        return identification;
      } catch (error) {
        if (error instanceof UnusableAnswer) {
          // Its tokens are spent: the call stays counted against the budget.
          settled = true;
          await record('answered', error.usage);
        } else {
          await giveBack();
          await record(signal?.aborted ? 'cancelled' : 'failed', {});
        }
        throw error;
      }
    },
    cancel: giveBack,
  };
}
