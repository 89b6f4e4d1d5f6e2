import type { SubscriptionSettingsInput } from '@rules/subscription-settings';
import { answer, api, page, pageQuery, type PageWanted } from '../../lib/api';

/** The admin calls: users, identifications, catalogue, subscription settings, AI usage, accuracy and the audit log. */
export const adminApi = {
  /** Accounts, oldest first, a page at a time (decision 064); `expertsOnly` lists the experts alone. */
  users: (wanted: PageWanted, expertsOnly = false) =>
    page(api.admin.users.get({ query: { ...pageQuery(wanted).query, expert: expertsOnly ? 'true' : undefined } })),
  suspend: (id: number) => answer(api.admin.users({ id }).suspend.post()),
  reinstate: (id: number) => answer(api.admin.users({ id }).reinstate.post()),
  deleteUser: (id: number) => answer(api.admin.users({ id }).delete()),
  setSubscription: (id: number, body: { tier: string; expiresAt?: string | null }) =>
    answer(api.admin.users({ id }).subscription.post(body)),
  startTrial: (id: number) => answer(api.admin.users({ id }).trial.post()),
  /** Makes a user an expert (of some groups, or every group when none is given), or takes the role away. */
  setExpert: (id: number, body: { expert: boolean; groups?: string[] }) => answer(api.admin.users({ id }).expert.post(body)),

  /** Identifications, newest first, a page at a time. */
  identifications: (wanted: PageWanted) => page(api.admin.identifications.get(pageQuery(wanted))),
  publish: (id: number) => answer(api.admin.identifications({ id }).publish.post()),
  unpublish: (id: number) => answer(api.admin.identifications({ id }).unpublish.post()),
  deleteIdentification: (id: number) => answer(api.admin.identifications({ id }).delete()),

  /** The public species page a photo is on (an identification's own slug leads to its taxon's page). */
  speciesPage: (slug: string) => answer(api.public.species({ slug: encodeURIComponent(slug) }).get()),
  feature: (pageSlug: string, identificationId: number) =>
    answer(api.admin.species({ slug: encodeURIComponent(pageSlug) }).featured.put({ identificationId })),
  unresolved: () => answer(api.admin.catalogue.unresolved.get()),

  /** The public settings call; null or empty when the server has none. */
  settings: () => answer(api['subscription-settings'].get()),
  saveSettings: (body: SubscriptionSettingsInput) => answer(api.admin['subscription-settings'].put(body)),

  auditLog: () => answer(api.admin['audit-log'].get()),

  /** Model calls per day over the last 30 days, and today's budget. */
  aiUsage: () => answer(api.admin['ai-usage'].get()),

  /** The model's answers against the taxa experts verified. */
  accuracy: () => answer(api.admin.accuracy.get()),
};
