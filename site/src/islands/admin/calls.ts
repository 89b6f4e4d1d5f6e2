import type { SubscriptionSettingsInput } from '@rules/subscription-settings';
import { apiPage, apiRequest } from '../../lib/api';
import type { SubscriptionSettings } from '../../lib/plans';
import type { AdminIdentification, AdminUser, AiUsage, AuditEntry } from '../../lib/types';

type PageWanted = { cursor?: string | null; limit?: number };
import type { PublicSpecies, UnresolvedPage } from '@catalogue/model/public';

/** The admin calls: users, identifications, catalogue, subscription settings, AI usage and the audit log. */
export const adminApi = {
  /** Accounts, oldest first, a page at a time (decision 064). */
  users: (page: PageWanted) => apiPage<AdminUser>('/api/admin/users', page),
  suspend: (id: number) => apiRequest('POST', `/api/admin/users/${id}/suspend`),
  reinstate: (id: number) => apiRequest('POST', `/api/admin/users/${id}/reinstate`),
  deleteUser: (id: number) => apiRequest('DELETE', `/api/admin/users/${id}`),
  setSubscription: (id: number, body: { tier: string; expiresAt?: string | null }) =>
    apiRequest('POST', `/api/admin/users/${id}/subscription`, body),
  startTrial: (id: number) => apiRequest('POST', `/api/admin/users/${id}/trial`),

  /** Identifications, newest first, a page at a time. */
  identifications: (page: PageWanted) => apiPage<AdminIdentification>('/api/admin/identifications', page),
  publish: (id: number) => apiRequest('POST', `/api/admin/identifications/${id}/publish`),
  unpublish: (id: number) => apiRequest('POST', `/api/admin/identifications/${id}/unpublish`),
  deleteIdentification: (id: number) => apiRequest('DELETE', `/api/admin/identifications/${id}`),

  /** The public species page a photo is on (an identification's own slug leads to its taxon's page). */
  speciesPage: (slug: string) => apiRequest<PublicSpecies>('GET', `/api/public/species/${encodeURIComponent(slug)}`),
  feature: (pageSlug: string, identificationId: number) =>
    apiRequest<{ slug: string; featuredIdentificationId: number }>('PUT', `/api/admin/species/${encodeURIComponent(pageSlug)}/featured`, {
      identificationId,
    }),
  unresolved: () => apiRequest<UnresolvedPage[]>('GET', '/api/admin/catalogue/unresolved'),

  /** The public settings call; null or empty when the server has none. */
  settings: () => apiRequest<SubscriptionSettings | null | undefined>('GET', '/api/subscription-settings'),
  saveSettings: (body: SubscriptionSettingsInput) => apiRequest<SubscriptionSettings>('PUT', '/api/admin/subscription-settings', body),

  auditLog: () => apiRequest<AuditEntry[]>('GET', '/api/admin/audit-log'),

  /** Model calls per day over the last 30 days, and today's budget. */
  aiUsage: () => apiRequest<AiUsage>('GET', '/api/admin/ai-usage'),
};
