import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { price, whole } from '../../lib/settings';

/** Model calls a day when AI_DAILY_BUDGET is not set: well above honest use, far below a runaway bill. */
export const DEFAULT_AI_DAILY_BUDGET = 1000;

export const aiUsageSettings = t.Object({
  AI_DAILY_BUDGET: whole(DEFAULT_AI_DAILY_BUDGET, 0, 100_000_000),
  AI_PRICE_INPUT: price(0.15),
  AI_PRICE_OUTPUT: price(0.6),
});

export const aiUsageConfig = (env: StaticDecode<typeof aiUsageSettings>) => ({
  /** Model calls allowed per UTC day for the whole product (AI_DAILY_BUDGET); 0 pauses identification. */
  aiDailyBudget: env.AI_DAILY_BUDGET,
  /** USD per million tokens, for the cost estimate kept with each model call (AI_PRICE_INPUT / AI_PRICE_OUTPUT). */
  aiPrices: { inputUsdPerMillion: env.AI_PRICE_INPUT, outputUsdPerMillion: env.AI_PRICE_OUTPUT },
});
