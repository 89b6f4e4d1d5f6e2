import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Current time in epoch milliseconds, evaluated by SQLite. */
export const now = sql`(unixepoch('subsec') * 1000)`;

/** A millisecond timestamp column, read and written as a Date. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/** The row's creation time, filled in by SQLite. */
export const createdAt = () => timestamp('created_at').notNull().default(now);
