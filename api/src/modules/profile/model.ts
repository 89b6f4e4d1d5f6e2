import { t } from 'elysia';

/** One call changes either the profile fields or the password (section 7). */
export const profileBody = t.Object({
  email: t.Optional(t.String()),
  website: t.Optional(t.Nullable(t.String())),
  currentPassword: t.Optional(t.String()),
  newPassword: t.Optional(t.String()),
});
