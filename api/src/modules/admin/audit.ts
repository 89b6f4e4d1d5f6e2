import type { Db } from '../../db/client';
import type { UserRow } from '../accounts';
import type { AuditEntry } from './model';
import { insertAuditEntry, listAuditRows } from './repo';

export type AuditAction =
  | 'user.suspend'
  | 'user.reinstate'
  | 'user.delete'
  | 'user.subscription'
  | 'user.trial'
  | 'user.expert'
  | 'identification.publish'
  | 'identification.unpublish'
  | 'identification.delete'
  | 'species.feature'
  | 'settings.update';

export interface AuditTarget {
  type: 'user' | 'identification' | 'settings';
  id: number | string;
  /** What the record was (a username, a species): kept because the record itself may be deleted. */
  details?: Record<string, unknown>;
}

/** Records who did what to which record; the time is the app's clock. */
export async function recordAdminAction(db: Db, admin: UserRow, action: AuditAction, target: AuditTarget, at: Date): Promise<void> {
  await insertAuditEntry(db, {
    adminId: admin.id,
    adminUsername: admin.username,
    action,
    targetType: target.type,
    targetId: String(target.id),
    details: target.details ? JSON.stringify(target.details) : null,
    createdAt: at,
  });
}

export type { AuditEntry } from './model';

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The latest admin actions, newest first. */
export async function listAuditLog(db: Db, limit = 100): Promise<AuditEntry[]> {
  return (await listAuditRows(db, limit)).map((row) => ({ ...row, details: parseDetails(row.details), createdAt: row.createdAt.toISOString() }));
}
