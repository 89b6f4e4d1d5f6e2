import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export function findShareLinkOf(db: Db, identificationId: number): ShareLinkRow | undefined {
  return db.select().from(shareLinks).where(eq(shareLinks.identificationId, identificationId)).get();
}

/** The identification's link: the one it has, else this new one (two shares at once still get one link). */
export function ensureShareLink(db: Db, identificationId: number, token: string): ShareLinkRow {
  db.insert(shareLinks).values({ token, identificationId }).onConflictDoNothing({ target: shareLinks.identificationId }).run();
  return findShareLinkOf(db, identificationId)!;
}

export function deleteShareLinkOf(db: Db, identificationId: number): void {
  db.delete(shareLinks).where(eq(shareLinks.identificationId, identificationId)).run();
}

/** Links of several identifications by their id (an account's export). */
export function shareLinksOf(db: Db, identificationIds: number[]): Map<number, string> {
  if (!identificationIds.length) return new Map();
  const rows = db.select().from(shareLinks).where(inArray(shareLinks.identificationId, identificationIds)).all();
  return new Map(rows.map((row) => [row.identificationId, row.token]));
}

export function findShareLink(db: Db, token: string): ShareLinkRow | undefined {
  return db.select().from(shareLinks).where(eq(shareLinks.token, token)).get();
}
