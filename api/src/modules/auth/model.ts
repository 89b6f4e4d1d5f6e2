import { t } from 'elysia';

export const credentialsBody = t.Object({
  username: t.String(),
  password: t.String(),
});

export const registrationBody = t.Object({
  username: t.String(),
  password: t.String(),
  email: t.String(),
  website: t.Optional(t.Nullable(t.String())),
});
