import { users } from './users';
import { createdAt, index, integer, serialId, table, text } from './columns';

/** Who did what to which record, and when. Kept when the admin or the target is deleted. */
export const auditLog = table(
  'audit_log',
  {
    id: serialId(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
