import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/client-ip';
import { clearCookie } from '../../lib/cookies';
import { requireUser } from '../auth/guard';
import { SESSION_COOKIE } from '../accounts/sessions';
import { exportAccount } from './export';
import { deleteAccountBody } from './model';
import { deleteAccount } from './service';

/** "Your data" on the profile: GET /api/account/export (a ZIP) and DELETE /api/account (with the password). */
export function accountRoutes(ctx: AppContext) {
  return new Elysia({ name: 'account' })
    .get('/account/export', ({ cookie }) => exportAccount(ctx, requireUser(ctx, cookie)))
    .delete(
      '/account',
      async ({ body, cookie, request, set }) => {
        await deleteAccount(ctx, requireUser(ctx, cookie), body.password, clientIp(request, ctx.config));
        clearCookie(ctx.config, cookie, SESSION_COOKIE);
        set.status = 204;
      },
      { body: deleteAccountBody },
    );
}
