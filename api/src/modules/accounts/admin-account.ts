import type { Db } from '../../db/client';
import { findUserByUsername, updateUser } from './repo';
import { createAccount } from './service';

/**
 * Makes sure the named admin exists (ADMIN_* variables at start, or `npm run create-admin`).
 * An existing account of that name is promoted and reinstated; its password is left as it is.
 */
export async function ensureAdmin(db: Db, admin: { username: string; email: string; password: string }) {
  const existing = await findUserByUsername(db, admin.username);
  if (existing) return (await updateUser(db, existing.id, { isAdmin: true, status: 'active' }))!;
  return createAccount(db, { ...admin, isAdmin: true });
}
