import { describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import type { TestClient } from '../../../test-support/harness';

type Ids = { user: number; identification: number };
type Call = (api: TestClient['api'], ids: Ids) => Promise<{ status: number; error: { value: unknown } | null }>;
const SETTINGS = { lifetimeSlotTotal: 10, lifetimePrice: 100, monthlyPrice: 100, yearlyPrice: 100 };

/** Every admin route, called with a body it would accept; the body again for the raw call with bad input. */
const ROUTES: Array<[method: string, path: string, call: Call, body?: unknown]> = [
  ['GET', '/api/admin/users', (api) => api.admin.users.get()],
  ['POST', '/api/admin/users/{user}/suspend', (api, ids) => api.admin.users({ id: ids.user }).suspend.post()],
  ['POST', '/api/admin/users/{user}/reinstate', (api, ids) => api.admin.users({ id: ids.user }).reinstate.post()],
  ['DELETE', '/api/admin/users/{user}', (api, ids) => api.admin.users({ id: ids.user }).delete()],
  ['POST', '/api/admin/users/{user}/subscription', (api, ids) => api.admin.users({ id: ids.user }).subscription.post({ tier: 'monthly' }), { tier: 'monthly' }],
  ['POST', '/api/admin/users/{user}/trial', (api, ids) => api.admin.users({ id: ids.user }).trial.post()],
  ['GET', '/api/admin/identifications', (api) => api.admin.identifications.get()],
  ['POST', '/api/admin/identifications/{identification}/publish', (api, ids) => api.admin.identifications({ id: ids.identification }).publish.post()],
  ['POST', '/api/admin/identifications/{identification}/unpublish', (api, ids) => api.admin.identifications({ id: ids.identification }).unpublish.post()],
  ['DELETE', '/api/admin/identifications/{identification}', (api, ids) => api.admin.identifications({ id: ids.identification }).delete()],
  ['PUT', '/api/admin/subscription-settings', (api) => api.admin['subscription-settings'].put(SETTINGS), SETTINGS],
  ['GET', '/api/admin/audit-log', (api) => api.admin['audit-log'].get()],
  ['GET', '/api/admin/ai-usage', (api) => api.admin['ai-usage'].get()],
  ['GET', '/api/admin/accuracy', (api) => api.admin.accuracy.get()],
];

describe('admin routes are for admins only', () => {
  for (const [method, template, call, body] of ROUTES) {
    test(`${method} ${template}: 401 without a session, 403 for a user, allowed for an admin`, async () => {
      const app = await adminTestApp();
      const member = app.client();
      const { id: userId } = await member.register('member');
      const identification = await insertIdentification(app, { userId, ...CONSENTED });
      const ids = { user: userId, identification: identification.id };

      const anonymous = await call(app.client().api, ids);
      expect(anonymous.status).toBe(401);
      expect((anonymous.error?.value as { message: unknown }).message).toBeString();

      const forbidden = await call(member.api, ids);
      expect(forbidden.status).toBe(403);
      expect(forbidden.error?.value).toEqual({ code: 'auth.admin_required', message: 'Admin access required' });

      // The guard answers before the input is looked at: a user's bad input is still a 403. Raw: the typed client
      // would not send a body of the wrong shape.
      const path = template.replace('{user}', String(userId)).replace('{identification}', String(identification.id));
      if (body !== undefined) expect((await member.request(method, path, { nonsense: true })).status).toBe(403);

      const allowed = await call(app.admin.api, ids);
      expect(allowed.status).toBe(200);
    });
  }

  test('a suspended admin is signed out and refused', async () => {
    const app = await adminTestApp();
    await app.sql`UPDATE users SET status = 'suspended' WHERE username = 'boss'`;
    expect((await app.admin.api.admin.users.get()).status).toBe(401);
  });

  test('ids must be positive whole numbers', async () => {
    const { admin } = await adminTestApp();
    // Raw: ids the typed client would not send.
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await admin.post(`/api/admin/users/${id}/suspend`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeString();
    }
    expect((await admin.api.admin.users({ id: 999 }).suspend.post()).status).toBe(404);
    expect((await admin.api.admin.identifications({ id: 999 }).publish.post()).status).toBe(404);
  });
});
