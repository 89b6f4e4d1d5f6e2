import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { rowsChanged, type Db } from '../../db/client';
import { aiCalls, aiDailyBudget } from '../../db/schema';

export type NewAiCall = typeof aiCalls.$inferInsert;

/**
 * Takes one call from the day's budget in one statement: the day's row is created with 1, or its count raised
 * while under the limit. False when nothing is left. The caller makes sure the limit is at least 1.
 */
export function takeFromBudget(db: Db, day: string, limit: number): boolean {
  const taken = db
    .insert(aiDailyBudget)
    .values({ day, used: 1 })
    .onConflictDoUpdate({ target: aiDailyBudget.day, set: { used: sql`${aiDailyBudget.used} + 1` }, setWhere: lt(aiDailyBudget.used, limit) })
    .run();
  return rowsChanged(taken) > 0;
}

export function giveBackToBudget(db: Db, day: string): void {
  db.update(aiDailyBudget)
    .set({ used: sql`${aiDailyBudget.used} - 1` })
    .where(and(eq(aiDailyBudget.day, day), gt(aiDailyBudget.used, 0)))
    .run();
}

export function budgetUsed(db: Db, day: string): number {
  return db.select({ used: aiDailyBudget.used }).from(aiDailyBudget).where(eq(aiDailyBudget.day, day)).get()?.used ?? 0;
}

export function insertAiCall(db: Db, call: NewAiCall): void {
  db.insert(aiCalls).values(call).run();
}

/** Calls per UTC day from `since` on, newest day first; days without calls are left out. */
export function dailyTotals(db: Db, since: string) {
  return db
    .select({
      day: aiCalls.day,
      calls: sql<number>`count(*)`,
      failed: sql<number>`sum(${aiCalls.outcome} = 'failed')`,
      promptTokens: sql<number>`coalesce(sum(${aiCalls.promptTokens}), 0)`,
      completionTokens: sql<number>`coalesce(sum(${aiCalls.completionTokens}), 0)`,
      costUsd: sql<number>`coalesce(sum(${aiCalls.costUsd}), 0)`,
    })
    .from(aiCalls)
    .where(gte(aiCalls.day, since))
    .groupBy(aiCalls.day)
    .orderBy(desc(aiCalls.day))
    .all();
}
