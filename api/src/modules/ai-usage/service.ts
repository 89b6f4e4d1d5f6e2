import type { AppContext } from '../../context';
import { daysBefore, utcDay } from '../../lib/utc-day';
import type { AiUsage } from './model';
import { budgetUsed, dailyTotals } from './repo';

/** How many UTC days, today included, the admin's daily totals cover. */
export const USAGE_DAYS = 30;

/** Costs are estimates in USD; a tenth of a cent is below anything worth showing, so sums keep six decimals. */
const roundUsd = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;

/**
 * GET /api/admin/ai-usage: model calls per UTC day over the last 30 days (days with calls only, newest first)
 * and today's budget.
 */
export async function aiUsage(ctx: AppContext): Promise<AiUsage> {
  const today = utcDay(ctx.now());
  return {
    days: (await dailyTotals(ctx.db, daysBefore(today, USAGE_DAYS - 1))).map((row) => ({
      day: row.day,
      calls: Number(row.calls),
      failed: Number(row.failed ?? 0),
      promptTokens: Number(row.promptTokens),
      completionTokens: Number(row.completionTokens),
      costUsd: roundUsd(Number(row.costUsd)),
    })),
    budget: { day: today, used: await budgetUsed(ctx.db, today), limit: ctx.config.aiDailyBudget },
  };
}
export type { AiUsage } from './model';
