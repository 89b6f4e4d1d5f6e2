import { expect, test } from 'bun:test';
import { postgresTests } from './postgres-tests';

test('the PostgreSQL run takes the test files that reach a database, and leaves those that read none to the SQLite run', () => {
  const taken = postgresTests();
  // Through the test harness (api/test-support/harness.ts opens a scratch database per test app).
  expect(taken).toContain('api/src/modules/identifications/upload.test.ts');
  // Naming DATABASE_URL itself: the move from SQLite to PostgreSQL.
  expect(taken).toContain('scripts/move-to-postgres.test.ts');
  // A parser, a rule, a contract of a fake: no database.
  expect(taken).not.toContain('api/src/lib/dive-logs/parse.test.ts');
  expect(taken).not.toContain('api/test-support/contracts/worms.test.ts');
  expect(taken.filter((file) => file.startsWith('rules/') || file.startsWith('catalogue/'))).toEqual([]);
});

test('a test file that reaches the database only through a chain of imports is taken', () => {
  // api/src/modules/dives/import.test.ts imports the harness, which imports api/src/db/scratch.ts.
  expect(postgresTests(['api/src/modules/dives'])).toContain('api/src/modules/dives/import.test.ts');
  expect(postgresTests(['api/src/modules/dives']).every((file) => file.startsWith('api/src/modules/dives/'))).toBe(true);
});
