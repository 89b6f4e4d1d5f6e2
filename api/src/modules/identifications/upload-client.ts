import type { AppContext } from '../../context';
import type { UploadClients } from '../../web/upload-gate';
import { accounts } from '../accounts';
import { VISITOR_COOKIE, visitorIdOf } from './visitor';

/**
 * Who an identification upload counts against, before its body is read: the account of a live session (one
 * look-up by the session's key), else the visitor of a cookie we signed, else nobody, so that a made-up cookie
 * cannot pass for another client. As at POST /api/identify, a session that is not live leaves the visitor.
 */
export function uploadClients(ctx: AppContext): UploadClients {
  return async (request) => {
    const cookies = new Bun.CookieMap(request.headers.get('cookie') ?? '');
    const user = await accounts.sessionUserOfCookies(ctx.db, cookies, ctx.now());
    if (user) return `account:${user.id}`;
    const visitorId = visitorIdOf(ctx, cookies.get(VISITOR_COOKIE));
    return visitorId ? `visitor:${visitorId}` : null;
  };
}
