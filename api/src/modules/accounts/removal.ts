import type { Db, Tx } from '../../db/client';
import { deleteFailures, deleteUserRow, deleteUserSessions, findUserById } from './repo';

/**
 * Deletes the account's own rows inside the caller's transaction (account deletion, with its identifications):
 * its sessions, its failed logins and the user. False when there is no such account.
 */
export function deleteAccountRecords(tx: Tx, userId: number): boolean {
  const user = findUserById(tx, userId);
  if (!user) return false;
  deleteUserSessions(tx, userId);
  deleteFailures(tx, user.username.toLowerCase());
  deleteUserRow(tx, userId);
  return true;
}

/** Deletes the user row (admin); its sessions go with it by cascade. */
export function deleteUserRecord(db: Db, userId: number): void {
  deleteUserRow(db, userId);
}
