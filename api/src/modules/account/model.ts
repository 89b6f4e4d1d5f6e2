import { t } from 'elysia';

/** DELETE /api/account: the account's password, asked again because the deletion cannot be undone. */
export const deleteAccountBody = t.Object({ password: t.String({ maxLength: 1000 }) });
