import { usernameKey } from '@rules/username';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * The account whose name looks like `username`: same letters whatever the case, width or look-alike script.
 * An exact match comes first (two look-alike names made before keys existed both still sign in).
 */
export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, usernameKey(username)), eq(users.username, username)))
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1)
    .get();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .get();
}

export function insertUser(db: Db, user: NewUserRow): UserRow {
  return db.insert(users).values({ ...user, usernameKey: usernameKey(user.username) }).returning().get();
}

export function updateUser(db: Db, id: number, changes: Partial<NewUserRow>): UserRow | undefined {
  return db.update(users).set(changes).where(eq(users.id, id)).returning().get();
}
