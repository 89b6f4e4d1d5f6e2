import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../test-support/harness';
import { countingReviewsOf } from './repo';

describe('the reviews of sightings', () => {
  test('are read for more sightings than one SQLite statement takes parameters (a full build reads 300,000)', async () => {
    const { ctx } = await testApp();
    expect(await countingReviewsOf(ctx.db, Array.from({ length: 300_000 }, (_, i) => i + 1))).toEqual([]);
  });
});
