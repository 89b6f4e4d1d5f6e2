import { desc } from 'drizzle-orm';
import { first, type Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The latest admin actions, newest first. */
export async function listAuditRows(db: Db, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
