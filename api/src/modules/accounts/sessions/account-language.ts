import type { AppContext } from '../../../context';
import { sessionUserOfCookies } from './sessions';

/**
 * The language of the account a request's session names (its `locale`), null without a live session or a choice:
 * for answers written before any route ran, in the request's language. One look-up by the session's key.
 */
export function accountLanguage(ctx: Pick<AppContext, 'db' | 'now'>) {
  return async (request: Request): Promise<string | null> => {
    const cookies = new Bun.CookieMap(request.headers.get('cookie') ?? '');
    return (await sessionUserOfCookies(ctx.db, cookies, ctx.now()))?.locale ?? null;
  };
}
