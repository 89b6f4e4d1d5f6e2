import { expect, test } from 'bun:test';
import { startsWithinReach } from '@rules/dive-matching';
import { DIALECT } from '../../db/dialect';
import { testApp } from '../../../test-support/harness';
import { diveTimesStartingBetween } from './repo';

// The plan is SQLite's to show; PostgreSQL has the same index (migrations-postgres 0003).
test.skipIf(DIALECT === 'postgres')("an upload reads the dives around its time through the index on (user, start), not all the user's dives", async () => {
  const app = await testApp();
  const query = diveTimesStartingBetween(app.ctx.db, 1, startsWithinReach('2025-06-14T12:00:00')!).toSQL();
  const plan = app.sqlite!.query<{ detail: string }, Array<string | number>>(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.params as Array<string | number>));
  expect(plan.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH dives USING (COVERING )?INDEX dives_user_\w+ \(user_id=\? AND started_at>\? AND started_at<\?\)$/)]);
});
