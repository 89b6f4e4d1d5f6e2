import type { Db, Tx } from '../../db/client';
import { deleteFailures, deleteUserRow, deleteUserSessions, findUserById } from './repo';

/**
 * Deletes the account's own rows inside the caller's transaction (account deletion, with its identifications):
 * its sessions, its failed logins and the user. False when there is no such account.
 */
export async function deleteAccountRecords(tx: Tx, userId: number): Promise<boolean> {
  const user = await findUserById(tx, userId);
  if (!user) return false;
  await deleteUserSessions(tx, userId);
  await deleteFailures(tx, user.username.toLowerCase());
  await deleteUserRow(tx, userId);
  return true;
}

/** Deletes the user row (admin); its sessions go with it by cascade. */
export async function deleteUserRecord(db: Db, userId: number): Promise<void> {
  await deleteUserRow(db, userId);
}
