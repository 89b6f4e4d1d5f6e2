import { t } from 'elysia';
import { publicUser } from '../model';

export const registrationBody = t.Object({
  username: t.String(),
  password: t.String(),
  email: t.String(),
  website: t.Optional(t.Nullable(t.String())),
});

/** POST /api/register: the new user, and whether the verification link could be sent (else the screen asks to retry later). */
export const registered = t.Object({ ...publicUser.properties, verificationEmailSent: t.Boolean() });
