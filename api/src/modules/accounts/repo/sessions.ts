import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { sessions, users } from '../../../db/schema';

export function insertSession(db: Db, session: { id: string; userId: number; expiresAt: Date }): void {
  db.insert(sessions).values(session).run();
}

/** The session with its user, or undefined for an unknown one. */
export function findSessionWithUser(db: Db, id: string) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
}

export function extendSession(db: Db, id: string, expiresAt: Date): void {
  db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
}

export function deleteSession(db: Db, id: string): void {
  db.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Every session of the user, or every one but `keepSessionId`. */
export function deleteUserSessions(db: Queryable, userId: number, keepSessionId?: string): void {
  const others = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  db.delete(sessions).where(and(eq(sessions.userId, userId), others)).run();
}

export function deleteSessionsExpiredBy(db: Db, now: Date): void {
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
}
