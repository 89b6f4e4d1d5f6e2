import { expect, test } from 'bun:test';
import { testApp } from '../../test-support/harness';
import { insertIdentification } from '../../test-support/admin-fixtures';
import { isUniqueViolation } from './client';
import { users } from './schema';

/** What the database threw for `write`, or null. */
const thrownBy = (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);

test('a duplicate in a unique column is recognised by its table and column, on either database', async () => {
  const app = await testApp();
  await insertIdentification(app, { slug: 'clownfish' });
  const duplicateSlug = await thrownBy(insertIdentification(app, { slug: 'clownfish' }));
  expect(duplicateSlug).toBeInstanceOf(Error);
  expect(isUniqueViolation(duplicateSlug, 'species_identifications', 'slug')).toBe(true);
  expect(isUniqueViolation(duplicateSlug, 'users', 'email')).toBe(false);

  const diver = { username: 'diver', usernameKey: 'diver', email: 'diver@example.com', password: 'x' };
  await app.ctx.db.insert(users).values(diver);
  // An index on lower(email), which SQLite names by the index rather than the column.
  const duplicateEmail = await thrownBy(app.ctx.db.insert(users).values({ ...diver, username: 'diver2', usernameKey: 'diver2', email: 'DIVER@example.com' }));
  expect(isUniqueViolation(duplicateEmail, 'users', 'email')).toBe(true);
  expect(isUniqueViolation(duplicateEmail, 'species_identifications', 'slug')).toBe(false);

  // Other failures are not duplicates: a missing value, or no error at all.
  const missing = await thrownBy(app.ctx.db.insert(users).values({ ...diver, username: 'diver3', usernameKey: 'diver3', email: null as unknown as string }));
  expect(missing).toBeInstanceOf(Error);
  expect(isUniqueViolation(missing, 'users', 'email')).toBe(false);
  expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.email'), 'users', 'email')).toBe(false);
});
