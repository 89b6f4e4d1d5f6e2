import { t } from 'elysia';
import { SUBSCRIPTION_TIERS } from '../../db/schema';
import { ACCOUNT_STATUSES } from '../accounts';
import { taxonSchema } from '../taxa';

/** `/admin/users/{id}` and `/admin/identifications/{id}`: read by pathId (lib/path-id.ts). */
export const idParams = t.Object({ id: t.String() });

/** GET /admin/users: paged, and `expert=true` (or false) to list experts only (or the others). */
export const usersQuery = t.Object({ cursor: t.Optional(t.String()), limit: t.Optional(t.String()), expert: t.Optional(t.String()) });

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
  /** "Only verified sightings can be published"; left as it is when not sent. */
  publishRequiresVerification: t.Optional(t.Boolean()),
});

/** `/admin/species/{slug}/featured`: which published photo of the taxon the page shows the text of. */
export const speciesParams = t.Object({ slug: t.String({ minLength: 1, maxLength: 200 }) });
export const featuredBody = t.Object({ identificationId: t.Integer({ minimum: 1 }) });

export const auditLogQuery = t.Object({
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 500 })),
});

const text = t.Nullable(t.String());

/** A row of the admin's users table; times are ISO 8601. */
export const adminUser = t.Object({
  id: t.Number(),
  username: t.String(),
  email: t.String(),
  status: t.UnionEnum(ACCOUNT_STATUSES),
  isAdmin: t.Boolean(),
  /** Reviews others' sightings, for `expertGroups` (WoRMS class or phylum names), or every group when null. */
  isExpert: t.Boolean(),
  expertGroups: t.Nullable(t.Array(t.String())),
  subscriptionTier: t.Nullable(t.UnionEnum(SUBSCRIPTION_TIERS)),
  subscriptionExpiresAt: text,
  identificationCount: t.Number(),
  createdAt: t.String(),
});
export type AdminUser = typeof adminUser.static;

/** A row of the admin's identifications table; times are ISO 8601. */
export const adminIdentification = t.Object({
  id: t.Number(),
  speciesName: t.String(),
  scientificName: text,
  userId: t.Nullable(t.Number()),
  /** The owner's username; null for a visitor's identification or an account that is gone. */
  username: text,
  isPublished: t.Boolean(),
  publishedAt: text,
  conservationStatus: text,
  imageUrl: text,
  slug: t.String(),
  catalogueConsent: t.Boolean(),
  licence: text,
  trashedAt: text,
  /** Why Publish is not offered (no consent, trashed, a visitor's, not verified when only verified ones may be), or null. */
  publishRefusal: text,
  reviewStatus: t.UnionEnum(['unreviewed', 'in-review', 'verified', 'disputed']),
  /** The model's WoRMS taxon; null when unmatched or not checked yet. */
  aphiaId: t.Nullable(t.Number()),
  /** The taxon the experts' votes agree on (as every identification gives it); null before any review. */
  communityTaxon: t.Nullable(taxonSchema),
  /** Published, and experts have since disputed its name: it stays in the catalogue, flagged for an admin. */
  publishedButDisputed: t.Boolean(),
  createdAt: t.String(),
});
export type AdminIdentification = typeof adminIdentification.static;

/** One admin action of the audit log; details say what the record was, since it may be gone. */
export const auditEntry = t.Object({
  id: t.Number(),
  adminId: t.Nullable(t.Number()),
  adminUsername: t.String(),
  action: t.String(),
  targetType: t.String(),
  targetId: t.String(),
  details: t.Nullable(t.Record(t.String(), t.Unknown())),
  createdAt: t.String(),
});
export type AuditEntry = typeof auditEntry.static;

/** What an admin action answers, so the browser always gets a JSON body. */
export const done = t.Object({ ok: t.Literal(true) });

/** PUT /api/admin/species/{slug}/featured: the page and the identification it now features. */
export const featuredChosen = t.Object({ slug: t.String(), featuredIdentificationId: t.Number() });
