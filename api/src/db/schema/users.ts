import { sql } from 'drizzle-orm';
import type { Language } from '@rules/languages';
import { belongsTo, createdAt, flag, index, integer, serialId, table, text, timestamp, uniqueIndex } from './columns';

/** Subscription tiers seen in the product; `premium` is a legacy name that counts as paid. */
export const SUBSCRIPTION_TIERS = ['free', 'trial', 'monthly', 'yearly', 'lifetime', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const users = table(
  'users',
  {
    id: serialId(),
    username: text('username').notNull(),
    /** The name as names are compared (rules/username.ts): look-alike names share it, so it is unique. */
    usernameKey: text('username_key'),
    /** argon2id hash (Bun.password); never leaves the server. */
    password: text('password').notNull(),
    email: text('email').notNull(),
    /** Set when the owner followed the link sent to `email`; cleared whenever the address changes. */
    emailVerifiedAt: timestamp('email_verified_at'),
    /** The last verification link sent, so a resend cannot be used to flood an inbox. */
    verificationSentAt: timestamp('verification_sent_at'),
    website: text('website'),
    identificationCount: integer('identification_count').notNull().default(0),
    freeIdentificationsUsed: integer('free_identifications_used').notNull().default(0),
    subscriptionTier: text('subscription_tier').$type<SubscriptionTier>().default('free'),
    isAdmin: flag('is_admin').notNull().default(false),
    status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionExpiresAt: timestamp('subscription_expires_at'),
    /** Set when a monthly or yearly plan is cancelled: access stays until subscriptionExpiresAt. */
    subscriptionCanceledAt: timestamp('subscription_canceled_at'),
    /** A trial can be taken once per account. */
    trialStartedAt: timestamp('trial_started_at'),
    /** The consent new identifications start with: off until the user chooses it. */
    catalogueConsent: flag('catalogue_consent').notNull().default(false),
    /** The licence new identifications start with when consent is on. */
    licence: text('licence'),
    /** "Use my photos' location": read the GPS position a photo carries when none is given. On until turned off. */
    usePhotoLocation: flag('use_photo_location').notNull().default(true),
    /** An expert reviews other people's sightings; made one by an admin. */
    isExpert: flag('is_expert').notNull().default(false),
    /** JSON list of the WoRMS class or phylum names the expert reviews; null: every group. */
    expertGroups: text('expert_groups'),
    /** "E-mail me a daily summary" of unread notifications; off until the user turns it on. */
    emailDailySummary: flag('email_daily_summary').notNull().default(false),
    /** The last daily summary sent, so one goes at most once a day. */
    dailySummarySentAt: timestamp('daily_summary_sent_at'),
    /** The trial-ending notification was sent for the trial that started at trialStartedAt: it goes once. */
    trialEndingNotifiedAt: timestamp('trial_ending_notified_at'),
    /** The language the account chose (rules/languages.ts); null until chosen: requests then go by their own. */
    locale: text('locale').$type<Language>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Diver" and "diver" are the same account.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

export const sessions = table(
  'sessions',
  {
    /** SHA-256 of the secret token; the token itself is only in the visitor's cookie. */
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins, counted per username and IP over a sliding window. */
export const loginFailures = table(
  'login_failures',
  {
    id: serialId(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.username, t.ip, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/** Accounts created, counted per client address over the last hour and day (the registration limit). */
export const registrations = table(
  'registrations',
  {
    id: serialId(),
    ip: text('ip').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('registrations_ip_idx').on(t.ip, t.at)],
);

/**
 * E-mail addresses that have had their free trial, as a peppered hash (never the address). Kept when the account
 * is deleted: one trial per address, ever.
 */
export const trialEmails = table('trial_emails', {
  emailHash: text('email_hash').primaryKey(),
  usedAt: timestamp('used_at').notNull(),
});
