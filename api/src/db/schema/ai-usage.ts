import { users } from './users';
import { createdAt, index, integer, real, serialId, table, text } from './columns';

/**
 * Model calls taken from the product's daily budget (AI_DAILY_BUDGET), one row per UTC day. `used` moves only
 * in conditional UPDATEs, so parallel uploads can never take more than the budget.
 */
export const aiDailyBudget = table('ai_daily_budget', {
  /** UTC day, YYYY-MM-DD. */
  day: text('day').primaryKey(),
  used: integer('used').notNull().default(0),
});

/** One row per call to the model: who asked, what it cost, and whether it answered. Kept when the account goes. */
export const aiCalls = table(
  'ai_calls',
  {
    id: serialId(),
    /** UTC day of the call (YYYY-MM-DD): the budget day it was counted on. */
    day: text('day').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The anonymous visitor, when nobody was signed in. */
    visitorId: text('visitor_id'),
    ip: text('ip').notNull(),
    model: text('model').notNull(),
    /** As the provider reported them; null when it did not (or never answered). */
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** Estimated from the tokens at the prices configured when the call was made. */
    costUsd: real('cost_usd').notNull().default(0),
    /** answered: the model sent an answer (usable or not) | failed: it never did (timeout, refused, down). */
    // cancelled: the uploader left before the model answered (the call is given back to the budget).
    outcome: text('outcome', { enum: ['answered', 'failed', 'cancelled'] }).notNull(),
    latencyMs: integer('latency_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_calls_day_idx').on(t.day)],
);
