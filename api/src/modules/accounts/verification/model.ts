import { t } from 'elysia';

/** GET /api/verify-email?token=…: the link in the e-mail. */
export const verifyEmailQuery = t.Object({ token: t.Optional(t.String({ maxLength: 200 })) });

/** The link's answer sends the browser on to the page that says what happened. */
export const verificationRedirect = t.Void();

/** POST /api/verify-email/resend: a new link was sent. */
export const linkSent = t.Object({ sent: t.Literal(true) });
