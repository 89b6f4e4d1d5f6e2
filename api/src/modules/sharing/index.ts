import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { accounts } from '../accounts';
import { pathId } from '../../lib/path-id';
import { noContent } from '../../lib/route-schemas';
import { currentShareLink, isShareToken, newShareToken, shareLink, shareParams } from './model';
import { sharedPages } from './page';
import { currentShare, revokeShare, shareIdentification, shareUrlsOf, toSharedIdentification } from './service';

/**
 * The sharing module's door: its routes and `sharing`, the one object others use. Every other file in this folder
 * is private to the module.
 *
 * The owner's unlisted link to one identification: GET (the live link or null), POST (made on the first share,
 * the same link after) and DELETE (revoked). The page itself, /shared/{token}, is served outside the API.
 */
export function sharingRoutes(ctx: AppContext) {
  return new Elysia({ name: 'sharing', prefix: '/identifications/:id/share' })
    .get('', async ({ params, cookie }) => currentShare(ctx, await accounts.currentUser(ctx, cookie), pathId(params.id)), {
      params: shareParams,
      response: currentShareLink,
    })
    .post('', async ({ params, cookie }) => shareIdentification(ctx, await accounts.currentUser(ctx, cookie), pathId(params.id)), {
      params: shareParams,
      response: shareLink,
    })
    .delete('', async ({ params, cookie, set }) => {
      await revokeShare(ctx, await accounts.currentUser(ctx, cookie), pathId(params.id));
      set.status = 204;
    }, { params: shareParams, response: { 204: noContent } });
}

/** What accounts (through app.ts), the server and the tests may ask of sharing. */
export const sharing = {
  /** The live share links of identifications, for an account's exported data. */
  shareUrlsOf,
  /** The shared pages, /shared/{token}, as the request handler serves them. */
  sharedPages,
  /** The record a shared page shows. */
  toSharedIdentification,
  /** A share link's token, and whether text has its shape: a trip's report is shared by the same rules. */
  newShareToken,
  isShareToken,
};
