import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/client-ip';
import { requireSession } from '../auth/guard';
import { toPublicUser } from '../users/service';
import { profileBody } from './model';
import { changePassword, updateProfile } from './service';

/** POST /api/profile: either { email?, website? } or { currentPassword, newPassword }. */
export function profileRoutes(ctx: AppContext) {
  return new Elysia({ name: 'profile' }).post(
    '/profile',
    async ({ body, cookie, request }) => {
      const { user, sessionId } = requireSession(ctx, cookie);
      const { currentPassword, newPassword, ...profile } = body;
      const updated =
        currentPassword !== undefined || newPassword !== undefined
          ? await changePassword(ctx, user, sessionId, { currentPassword: currentPassword ?? '', newPassword: newPassword ?? '' }, clientIp(request, ctx.config))
          : updateProfile(ctx, user, profile);
      return toPublicUser(updated, ctx.now());
    },
    { body: profileBody },
  );
}
