import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { findUserByUsername, insertUserIfAbsent, updateUser } from './repo';

/**
 * Makes sure the named admin exists (ADMIN_* variables at start, or `npm run create-admin`).
 * An existing account of that name is promoted and reinstated; its password is left as it is.
 *
 * Several instances started at once with the same ADMIN_* settings all run this together: the account is inserted
 * only if absent (one insert wins, the others write nothing), then whoever inserted it is promoted, so none of
 * them dies on the unique index.
 */
export async function ensureAdmin(db: Db, admin: { username: string; email: string; password: string }) {
  let account = await findUserByUsername(db, admin.username);
  if (!account) {
    const password = await hashPassword(admin.password);
    account = await insertUserIfAbsent(db, { username: admin.username, email: admin.email, password, isAdmin: true })
      ?? await findUserByUsername(db, admin.username);
  }
  // Nothing of that name, yet the insert was refused: another account has the e-mail.
  if (!account) throw conflict('Email already registered', 'account.email_taken');
  return (await updateUser(db, account.id, { isAdmin: true, status: 'active' }))!;
}
