import { t } from 'elysia';
import { LANGUAGES } from '@rules/languages';
import { SUBSCRIPTION_TIERS } from '../../db/schema';

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;

/** The user as the API shows it: never the password hash. */
export const publicUser = t.Object({
  id: t.Number(),
  username: t.String(),
  email: t.String(),
  /** The owner followed the link sent to `email`: needed for the trial and lifetime checkouts. */
  emailVerified: t.Boolean(),
  website: t.Nullable(t.String()),
  isAdmin: t.Boolean(),
  status: t.UnionEnum(ACCOUNT_STATUSES),
  subscriptionTier: t.Nullable(t.UnionEnum(SUBSCRIPTION_TIERS)),
  subscriptionExpiresAt: t.Nullable(t.Date()),
  subscriptionCanceledAt: t.Nullable(t.Date()),
  trialUsed: t.Boolean(),
  isPremium: t.Boolean(),
  freeIdentificationsUsed: t.Number(),
  identificationCount: t.Number(),
  /** The catalogue consent and licence new identifications start with. */
  catalogueConsent: t.Boolean(),
  licence: t.Nullable(t.String()),
  /** "Use my photos' location": the GPS position a photo carries is read when none is given. */
  usePhotoLocation: t.Boolean(),
  /** Reviews other people's sightings (made one by an admin), for `expertGroups` only (WoRMS class or phylum names), or every group when null. */
  isExpert: t.Boolean(),
  expertGroups: t.Nullable(t.Array(t.String())),
  /** "E-mail me a daily summary" of unread notifications: off until turned on. */
  emailDailySummary: t.Boolean(),
  /** The language the account chose (en, es, de, fr, zh-Hans); null until chosen. */
  locale: t.Nullable(t.UnionEnum(LANGUAGES)),
  createdAt: t.Date(),
});
export type PublicUser = typeof publicUser.static;
