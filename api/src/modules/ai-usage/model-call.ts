import type { AppContext } from '../../context';
import { transaction, type Queryable } from '../../db/client';
import type { Config } from '../../env';
import { UnusableAnswer, type Identification, type ModelUsage, type SpeciesIdentifier } from '../../lib/ai/identifier';
import { aiErrors } from '../../lib/ai/messages';
import { secondsUntilNextUtcDay, utcDay } from '../../lib/utc-day';
import { metrics } from '../../lib/metrics';
import { giveBackToBudget, insertAiCall, takeFromBudget } from './repo';
import type { Language } from '@rules/languages';

/** Who a model call is made for: an account or an anonymous visitor, and the address they came from. */
export interface Caller {
  userId: number | null;
  visitorId: string | null;
  ip: string;
}

/**
 * Where an upload keeps note of its call, so that a process that dies mid-upload can be undone at the next start:
 * each note is written in the same transaction as the budget's count it describes.
 */
export interface CallNotes {
  /** The call was taken from the budget. */
  taken(tx: Queryable): Promise<void>;
  /** The call goes back to the budget; false when it is no longer held (a start-up sweep gave it back already). */
  givenBack(tx: Queryable): Promise<boolean>;
  /** The model is about to be asked: from then on the call counts as made, even if the process dies. */
  asked(): Promise<void>;
}

/** Gives one call back to the day's budget, in the caller's transaction (a start-up sweep undoing a dead upload). */
export async function giveBackModelCall(db: Queryable, day: string): Promise<void> {
  await giveBackToBudget(db, day);
}

/** One call reserved from the daily budget: ask the model with it once, or cancel it. */
export interface ModelCall {
  /** Calls the model once with every photo of a sighting and records the call; a failure before the model answered gives the budget back. */
  ask(model: SpeciesIdentifier, photos: readonly Uint8Array[], context?: string | null, signal?: AbortSignal, language?: Language): Promise<Identification>;
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
export async function reserveModelCall(ctx: AppContext, caller: Caller, notes?: CallNotes): Promise<ModelCall> {
  const started = ctx.now();
  const day = utcDay(started);
  const limit = ctx.config.aiDailyBudget;
  const taken =
    limit >= 1 &&
    (await transaction(ctx.db, async (tx) => {
      if (!(await takeFromBudget(tx, day, limit))) return false;
      await notes?.taken(tx);
      return true;
    }));
  if (!taken) {
    metrics.budgetRefused();
    throw aiErrors.budgetSpent(secondsUntilNextUtcDay(started));
  }

  let settled = false;
  const giveBack = async () => {
    if (settled) return;
    settled = true;
    await transaction(ctx.db, async (tx) => {
      if (!notes || (await notes.givenBack(tx))) await giveBackToBudget(tx, day);
    });
  };
  const record = (outcome: 'answered' | 'failed' | 'cancelled', usage: Partial<ModelUsage>) => {
    metrics.modelCall(outcome, usage, estimateCost(ctx.config.aiPrices, usage));
    return insertAiCall(ctx.db, {
      day,
      userId: caller.userId,
      visitorId: caller.visitorId,
      ip: caller.ip,
      model: usage.model ?? ctx.config.identifier.model,
      promptTokens: usage.promptTokens ?? null,
      completionTokens: usage.completionTokens ?? null,
      costUsd: estimateCost(ctx.config.aiPrices, usage),
      outcome,
      latencyMs: usage.latencyMs ?? null,
      createdAt: started,
    });
  };

  return {
    async ask(model, photos, context, signal, language) {
      if (settled) throw new Error('A reserved model call is used once');
      await notes?.asked();
      try {
        const identification = await model.identify(photos, context, signal, language);
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
