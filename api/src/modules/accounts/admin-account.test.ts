import { afterAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { openScratchDatabase } from '../../db/scratch';
import { ensureAdmin } from './admin-account';

const database = await openScratchDatabase();
const { db } = database;
afterAll(() => database.close());

const accountsNamed = (username: string) =>
  rowsOf<{ username: string; is_admin: unknown }>(db, sql`SELECT username, is_admin FROM users WHERE username = ${username}`);

describe('ensureAdmin', () => {
  test('run twice at once (two instances starting with the same ADMIN_*): both succeed, one admin exists', async () => {
    const admin = { username: 'twin', email: 'twin@example.com', password: 'twin-password' };
    const [first, second] = await Promise.all([ensureAdmin(db, admin), ensureAdmin(db, admin)]);
    expect(first.id).toBe(second.id);
    expect(first.isAdmin && second.isAdmin).toBe(true);
    expect(await accountsNamed('twin')).toHaveLength(1);
  });

  test('promotes and reinstates the existing account of that name', async () => {
    const made = await ensureAdmin(db, { username: 'keeper', email: 'keeper@example.com', password: 'keeper-pass' });
    await rowsOf(db, sql`UPDATE users SET is_admin = false, status = 'suspended' WHERE id = ${made.id}`);
    expect(await ensureAdmin(db, { username: 'keeper', email: 'keeper@example.com', password: 'other-pass' })).toMatchObject({
      id: made.id,
      isAdmin: true,
      status: 'active',
    });
  });

  test('refuses a new admin whose e-mail another account has', async () => {
    await ensureAdmin(db, { username: 'first', email: 'shared@example.com', password: 'first-pass' });
    await expect(ensureAdmin(db, { username: 'second', email: 'shared@example.com', password: 'second-pass' })).rejects.toThrow('Email already registered');
    expect(await accountsNamed('second')).toEqual([]);
  });
});
