import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientAddressKey } from '../../lib/client-ip';
import { clearCookie } from '../../lib/cookies';
import { noContent } from '../../lib/route-schemas';
import { authGuard } from '../accounts/guard';
import { SESSION_COOKIE } from '../accounts/sessions';
import { exportAccount } from './export';
import { accountExport, deleteAccountBody } from './model';
import { deleteAccount } from './service';

/** "Your data" on the profile: GET /api/account/export (a ZIP) and DELETE /api/account (with the password). */
export function accountRoutes(ctx: AppContext) {
  return new Elysia({ name: 'account', prefix: '/account' })
    .use(authGuard(ctx))
    .get('/export', ({ user }) => exportAccount(ctx, user), { user: true, response: { 200: accountExport } })
    .delete(
      '',
      async ({ user, body, cookie, request, set }) => {
        await deleteAccount(ctx, user, body.password, clientAddressKey(request, ctx.config));
        clearCookie(ctx.config, cookie, SESSION_COOKIE);
        set.status = 204;
      },
      { user: true, body: deleteAccountBody, response: { 204: noContent } },
    );
}
