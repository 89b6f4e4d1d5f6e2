import { t } from 'elysia';

/** DELETE /api/account: the account's password, asked again because the deletion cannot be undone. */
export const deleteAccountBody = t.Object({ password: t.String({ maxLength: 1000 }) });

/** GET /api/account/export: a ZIP of everything the account holds, sent as a download. */
export const accountExport = t.File();
