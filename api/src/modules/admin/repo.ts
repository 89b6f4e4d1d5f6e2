import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function insertAuditEntry(db: Db, entry: NewAuditRow): void {
  db.insert(auditLog).values(entry).run();
}

/** The latest admin actions, newest first. */
export function listAuditRows(db: Db, limit: number): AuditRow[] {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).all();
}
