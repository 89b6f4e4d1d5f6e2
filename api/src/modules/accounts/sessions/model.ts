import { t } from 'elysia';

export const credentialsBody = t.Object({
  username: t.String(),
  password: t.String(),
});
