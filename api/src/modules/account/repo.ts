import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions, shareLinks, speciesIdentifications, users } from '../../db/schema';
import type { IdentificationRow } from '../identifications/repo';

/**
 * Deletes an account's rows in one transaction: its share links, identifications (trashed ones too), sessions,
 * failed logins and the user. Payments and the audit log keep their rows, without the user (set null). Returns the
 * identifications deleted, whose files and catalogue photos go after the commit.
 */
export function deleteAccountRows(db: Db, userId: number): IdentificationRow[] {
  return db.transaction((tx) => {
    const user = tx.select({ username: users.username }).from(users).where(eq(users.id, userId)).get();
    if (!user) return [];
    const owned = tx.select({ id: speciesIdentifications.id }).from(speciesIdentifications).where(eq(speciesIdentifications.userId, userId));
    tx.delete(shareLinks).where(inArray(shareLinks.identificationId, owned)).run();
    const removed = tx.delete(speciesIdentifications).where(eq(speciesIdentifications.userId, userId)).returning().all();
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    tx.delete(loginFailures).where(eq(loginFailures.username, user.username.toLowerCase())).run();
    tx.delete(users).where(eq(users.id, userId)).run();
    return removed;
  });
}
