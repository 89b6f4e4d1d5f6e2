import { and, eq, lt, ne } from 'drizzle-orm';
import { first, type Db, type Queryable } from '../../../db/client';
import { sessions, users } from '../../../db/schema';

export async function insertSession(db: Db, session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session with its user, or undefined for an unknown one. */
export async function findSessionWithUser(db: Db, id: string) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .then(first);
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Every session of the user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Queryable, userId: number, keepSessionId?: string): Promise<void> {
  const others = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

export async function deleteSessionsExpiredBy(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
