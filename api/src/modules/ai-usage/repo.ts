import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { rowsChanged, type Db } from '../../db/client';
import { countWhere, rowCount, total } from '../../db/sql';
import { aiCalls, aiDailyBudget } from '../../db/schema';

export type NewAiCall = typeof aiCalls.$inferInsert;

/**
 * Takes one call from the day's budget in one statement: the day's row is created with 1, or its count raised
 * while under the limit. False when nothing is left. The caller makes sure the limit is at least 1.
 */
export async function takeFromBudget(db: Db, day: string, limit: number): Promise<boolean> {
  const taken = await db
    .insert(aiDailyBudget)
    .values({ day, used: 1 })
    .onConflictDoUpdate({ target: aiDailyBudget.day, set: { used: sql`${aiDailyBudget.used} + 1` }, setWhere: lt(aiDailyBudget.used, limit) });
  return rowsChanged(taken) > 0;
}

export async function giveBackToBudget(db: Db, day: string): Promise<void> {
  await db.update(aiDailyBudget)
    .set({ used: sql`${aiDailyBudget.used} - 1` })
    .where(and(eq(aiDailyBudget.day, day), gt(aiDailyBudget.used, 0)));
}

export async function budgetUsed(db: Db, day: string): Promise<number> {
  const [row] = await db.select({ used: aiDailyBudget.used }).from(aiDailyBudget).where(eq(aiDailyBudget.day, day));
  return row?.used ?? 0;
}

export async function insertAiCall(db: Db, call: NewAiCall): Promise<void> {
  await db.insert(aiCalls).values(call);
}

/** Calls per UTC day from `since` on, newest day first; days without calls are left out. */
export async function dailyTotals(db: Db, since: string) {
  return db
    .select({
      day: aiCalls.day,
      calls: rowCount(),
      failed: countWhere(eq(aiCalls.outcome, 'failed')),
      promptTokens: total(aiCalls.promptTokens),
      completionTokens: total(aiCalls.completionTokens),
      costUsd: total(aiCalls.costUsd),
    })
    .from(aiCalls)
    .where(gte(aiCalls.day, since))
    .groupBy(aiCalls.day)
    .orderBy(desc(aiCalls.day));
}
