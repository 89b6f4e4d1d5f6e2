/** Shapes the API answers with, derived from the server's own code rather than written twice. */
export type { PublicUser } from '../../../api/src/modules/accounts/service';
export type { AdminUser } from '../../../api/src/modules/admin/users-service';
export type { AdminIdentification } from '../../../api/src/modules/admin/identifications-service';
export type { AuditEntry } from '../../../api/src/modules/admin/audit';
export type { AiUsage } from '../../../api/src/modules/ai-usage/service';
