import { eq, inArray } from 'drizzle-orm';
import { first, type Db } from '../../db/client';
import { shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function findShareLinkOf(db: Db, identificationId: number): Promise<ShareLinkRow | undefined> {
  return db.select().from(shareLinks).where(eq(shareLinks.identificationId, identificationId)).then(first);
}

/** The identification's link: the one it has, else this new one (two shares at once still get one link). */
export async function ensureShareLink(db: Db, identificationId: number, token: string): Promise<ShareLinkRow> {
  await db.insert(shareLinks).values({ token, identificationId }).onConflictDoNothing({ target: shareLinks.identificationId });
  return (await findShareLinkOf(db, identificationId))!;
}

export async function deleteShareLinkOf(db: Db, identificationId: number): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.identificationId, identificationId));
}

/** Links of several identifications by their id (an account's export). */
export async function shareLinksOf(db: Db, identificationIds: number[]): Promise<Map<number, string>> {
  if (!identificationIds.length) return new Map();
  const rows = await db.select().from(shareLinks).where(inArray(shareLinks.identificationId, identificationIds));
  return new Map(rows.map((row) => [row.identificationId, row.token]));
}

export async function findShareLink(db: Db, token: string): Promise<ShareLinkRow | undefined> {
  return db.select().from(shareLinks).where(eq(shareLinks.token, token)).then(first);
}
