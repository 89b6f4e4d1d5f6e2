import { t } from 'elysia';

/** GET /api/verify-email?token=…: the link in the e-mail. */
export const verifyEmailQuery = t.Object({ token: t.Optional(t.String({ maxLength: 200 })) });
