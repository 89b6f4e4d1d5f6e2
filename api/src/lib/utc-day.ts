/** The UTC day of a moment, YYYY-MM-DD: daily quotas and budgets restart at midnight UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Whole seconds from `now` to the next midnight UTC (for Retry-After). */
export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((next - now.getTime()) / 1000);
}

/** The UTC day `days` before the given one. */
export function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}
