import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context';
import { readPageRequest, sendPage } from '../../lib/paging';
import { pathId } from '../../lib/path-id';
import { pageQuery } from '../../lib/route-schemas';
import { accounts, authGuard, publicUser } from '../accounts';
import { accuracy, accuracyFiguresSchema } from '../accuracy';
import { aiUsage, aiUsageSchema } from '../ai-usage';
import { listAuditLog } from './audit';
import { catalogue, unresolvedPageSchema } from '../catalogue';
import { subscriptionSettings } from '../subscriptions';
import { feature, IDENTIFICATIONS_CURSOR, listIdentifications, publish, remove, unpublish } from './identifications-service';
import {
  adminIdentification,
  adminUser,
  auditEntry,
  auditLogQuery,
  done,
  featuredBody,
  featuredChosen,
  idParams,
  settingsBody,
  speciesParams,
  subscriptionBody,
  usersQuery,
} from './model';
import { saveSettings } from './settings-service';
import { deleteUser, expertFilter, listUsers, reinstateUser, setExpert, setSubscription, startTrial, suspendUser, USERS_CURSOR } from './users-service';
import { expertBody } from '../reviews';

/**
 * The admin back office under /api/admin. Every route is guarded before its input is validated:
 * 401 without a session, 403 for a signed-in user who is not an admin. The users and identifications lists are
 * paged with ?cursor=&limit= (api/src/lib/paging.ts).
 */
export function adminRoutes(ctx: AppContext) {
  const action = { params: idParams, response: done };
  return new Elysia({ name: 'admin', prefix: '/admin' })
    .use(authGuard(ctx))
    .guard({ admin: true })
    .get('/users', async ({ query, request, set }) => sendPage(set, request.url, await listUsers(ctx, readPageRequest(query, USERS_CURSOR), expertFilter(query.expert))), {
      query: usersQuery,
      response: t.Array(adminUser),
    })
    .post('/users/:id/suspend', async ({ admin, params }) => ok(await suspendUser(ctx, admin, pathId(params.id))), action)
    .post('/users/:id/reinstate', async ({ admin, params }) => ok(await reinstateUser(ctx, admin, pathId(params.id))), action)
    .delete('/users/:id', async ({ admin, params }) => ok(await deleteUser(ctx, admin, pathId(params.id))), action)
    .post(
      '/users/:id/subscription',
      async ({ admin, params, body }) => accounts.toPublicUser(await setSubscription(ctx, admin, pathId(params.id), body), ctx.now()),
      { params: idParams, body: subscriptionBody, response: publicUser },
    )
    .post(
      '/users/:id/expert',
      async ({ admin, params, body }) => accounts.toPublicUser(await setExpert(ctx, admin, pathId(params.id), body), ctx.now()),
      { params: idParams, body: expertBody, response: publicUser },
    )
    .post('/users/:id/trial', async ({ admin, params }) => accounts.toPublicUser(await startTrial(ctx, admin, pathId(params.id)), ctx.now()), {
      params: idParams,
      response: publicUser,
    })
    .get(
      '/identifications',
      async ({ query, request, set }) => sendPage(set, request.url, await listIdentifications(ctx, readPageRequest(query, IDENTIFICATIONS_CURSOR))),
      { query: pageQuery, response: t.Array(adminIdentification) },
    )
    .post('/identifications/:id/publish', async ({ admin, params }) => ok(await publish(ctx, admin, pathId(params.id))), action)
    .post('/identifications/:id/unpublish', async ({ admin, params }) => ok(await unpublish(ctx, admin, pathId(params.id))), action)
    .delete('/identifications/:id', async ({ admin, params }) => ok(await remove(ctx, admin, pathId(params.id))), action)
    .get('/catalogue/unresolved', () => catalogue.listUnresolvedPages(ctx), { response: t.Array(unresolvedPageSchema) })
    .put('/species/:slug/featured', ({ admin, params, body }) => feature(ctx, admin, params.slug, body.identificationId), {
      params: speciesParams,
      body: featuredBody,
      response: featuredChosen,
    })
    .put('/subscription-settings', ({ admin, body }) => saveSettings(ctx, admin, body), { body: settingsBody, response: subscriptionSettings })
    .get('/ai-usage', () => aiUsage.usage(ctx), { response: aiUsageSchema })
    .get('/accuracy', () => accuracy.figures(ctx), { response: accuracyFiguresSchema })
    .get('/audit-log', ({ query }) => listAuditLog(ctx.db, query.limit), { query: auditLogQuery, response: t.Array(auditEntry) });
}

/** Actions answer `{ ok: true }` so the browser always gets a JSON body. */
function ok(_done: void) {
  return { ok: true as const };
}
