import { t } from 'elysia';

/** GET /api/admin/ai-usage: model calls per UTC day (newest first) and today's budget; costs are USD estimates. */
export const aiUsage = t.Object({
  days: t.Array(
    t.Object({
      day: t.String(),
      calls: t.Number(),
      failed: t.Number(),
      promptTokens: t.Number(),
      completionTokens: t.Number(),
      costUsd: t.Number(),
    }),
  ),
  budget: t.Object({ day: t.String(), used: t.Number(), limit: t.Number() }),
});
export type AiUsage = typeof aiUsage.static;
