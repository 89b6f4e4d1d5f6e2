import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { clientAddressKey } from '../../../lib/client-ip';
import { authGuard } from '../sessions/guard';
import { toPublicUser } from '../service';
import { profileBody, profileSaved } from './model';
import { changePassword, saveProfile } from './service';

/** POST /api/profile: either { email?, website? } or { currentPassword, newPassword }. */
export function profileRoutes(ctx: AppContext) {
  return new Elysia({ name: 'profile', prefix: '/profile' }).use(authGuard(ctx)).post(
    '',
    async ({ user, sessionId, body, request }) => {
      const { currentPassword, newPassword, ...profile } = body;
      if (currentPassword !== undefined || newPassword !== undefined) {
        const updated = await changePassword(ctx, user, sessionId, { currentPassword: currentPassword ?? '', newPassword: newPassword ?? '' }, clientAddressKey(request, ctx.config));
        return toPublicUser(updated, ctx.now());
      }
      const saved = await saveProfile(ctx, user, profile);
      // After an e-mail change, whether its verification link could be sent.
      return { ...toPublicUser(saved.user, ctx.now()), ...(saved.verificationEmailSent === undefined ? {} : { verificationEmailSent: saved.verificationEmailSent }) };
    },
    { user: true, body: profileBody, response: profileSaved },
  );
}
