import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DIALECT } from './dialect';

/**
 * Pieces of SQL written once for both databases. PostgreSQL answers counts and sums as big numbers (text to
 * JavaScript): these read them as numbers, as SQLite gives them.
 */

/** Rows matching `condition` within a group. */
export const countWhere = (condition: SQL) => sql<number>`count(case when ${condition} then 1 end)`.mapWith(Number);

/** The sum of `value` over a group, 0 when it has none. */
export const total = (value: SQLWrapper) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/** Rows in a group. */
export const rowCount = () => sql<number>`count(*)`.mapWith(Number);

/** A moment as ISO 8601 text in UTC, to the second ("2026-11-01T09:30:00Z"), sorting as it reads. */
export const isoDateTime = (moment: SQLWrapper) =>
  DIALECT === 'postgres'
    ? sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%SZ', ${moment} / 1000, 'unixepoch')`;
