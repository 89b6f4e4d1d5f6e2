import { t } from 'elysia';

/** `/admin/users/{id}` and `/admin/identifications/{id}`: a positive whole number. */
export const idParams = t.Object({ id: t.Integer({ minimum: 1 }) });

/** Tiers an admin may set ; `premium` is a legacy name nobody is given any more. */
export const ADMIN_TIERS = ['free', 'trial', 'monthly', 'yearly', 'lifetime'] as const;
export type AdminTier = (typeof ADMIN_TIERS)[number];

/** The tier is checked by the service so a wrong one gets the product's own message. */
export const subscriptionBody = t.Object({
  tier: t.String(),
  expiresAt: t.Optional(t.Nullable(t.String())),
});

/** Amounts in cents; the rules (whole, positive, total not below taken) live in @rules/subscription-settings. */
export const settingsBody = t.Object({
  lifetimeSlotTotal: t.Number(),
  lifetimePrice: t.Number(),
  monthlyPrice: t.Number(),
  yearlyPrice: t.Number(),
});

/** `/admin/species/{slug}/featured`: which published photo of the taxon the page shows the text of. */
export const speciesParams = t.Object({ slug: t.String({ minLength: 1, maxLength: 200 }) });
export const featuredBody = t.Object({ identificationId: t.Integer({ minimum: 1 }) });

export const auditLogQuery = t.Object({
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 500 })),
});
