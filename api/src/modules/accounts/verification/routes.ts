import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { authGuard } from '../sessions/guard';
import { linkSent, verificationRedirect, verifyEmailQuery } from './model';
import { resendVerificationEmail, verifyEmail } from './service';

/**
 * GET /api/verify-email?token=… (the link in the e-mail) verifies and sends the browser on to the page
 * /verify-email?result=verified|already-verified|expired|invalid, which says what happened.
 * POST /api/verify-email/resend sends a new link to the signed-in user.
 */
export function verificationRoutes(ctx: AppContext) {
  return new Elysia({ name: 'verification', prefix: '/verify-email' })
    .use(authGuard(ctx))
    .get('', async ({ query }) => {
      const result = await verifyEmail(ctx, query.token ?? '');
      return new Response(null, { status: 303, headers: { location: `/verify-email?result=${result}`, 'cache-control': 'no-store' } });
    }, { query: verifyEmailQuery, response: { 303: verificationRedirect } })
    .post('/resend', ({ user }) => resendVerificationEmail(ctx, user), { user: true, response: linkSent });
}
