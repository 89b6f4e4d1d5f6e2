import { t } from 'elysia';
import { publicUser } from '../model';

/** One call changes either the profile fields (with the catalogue default) or the password. */
export const profileBody = t.Object({
  email: t.Optional(t.String()),
  website: t.Optional(t.Nullable(t.String())),
  /** The catalogue consent and licence new identifications start with. */
  catalogueConsent: t.Optional(t.Boolean()),
  licence: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
  /** "Use my photos' location". */
  usePhotoLocation: t.Optional(t.Boolean()),
  /** "E-mail me a daily summary" of unread notifications. */
  emailDailySummary: t.Optional(t.Boolean()),
  /** The account's language: one of en, es, de, fr, zh-Hans (anything else is a 400, account.bad_locale). */
  locale: t.Optional(t.String()),
  currentPassword: t.Optional(t.String()),
  newPassword: t.Optional(t.String()),
});

/** The user as saved; after an e-mail change, also whether its verification link could be sent. */
export const profileSaved = t.Object({ ...publicUser.properties, verificationEmailSent: t.Optional(t.Boolean()) });
