import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { clientAddressKey } from '../../../lib/client-ip';
import { noContent } from '../../../lib/route-schemas';
import type { AccountHoldings } from '../holdings';
import { authGuard } from '../sessions/guard';
import { clearSessionCookies } from '../sessions/cookies';
import { deleteAccount } from './delete';
import { exportAccount } from './export';
import { accountExport, deleteAccountBody } from './model';

/** "Your data" on the profile: GET /api/account/export (a ZIP) and DELETE /api/account (with the password). */
export function yourDataRoutes(ctx: AppContext, holdings: AccountHoldings) {
  return new Elysia({ name: 'your-data', prefix: '/account' })
    .use(authGuard(ctx))
    .get('/export', ({ user }) => exportAccount(ctx, holdings, user), { user: true, response: { 200: accountExport } })
    .delete(
      '',
      async ({ user, body, cookie, request, set }) => {
        await deleteAccount(ctx, holdings, user, body.password, clientAddressKey(request, ctx.config));
        clearSessionCookies(ctx.config, cookie);
        set.status = 204;
      },
      { user: true, body: deleteAccountBody, response: { 204: noContent } },
    );
}
