import { describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';

/** Every admin route with a body it would accept. */
const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/{user}/suspend'],
  ['POST', '/api/admin/users/{user}/reinstate'],
  ['DELETE', '/api/admin/users/{user}'],
  ['POST', '/api/admin/users/{user}/subscription', { tier: 'monthly' }],
  ['POST', '/api/admin/users/{user}/trial'],
  ['GET', '/api/admin/identifications'],
  ['POST', '/api/admin/identifications/{identification}/publish'],
  ['POST', '/api/admin/identifications/{identification}/unpublish'],
  ['DELETE', '/api/admin/identifications/{identification}'],
  ['PUT', '/api/admin/subscription-settings', { lifetimeSlotTotal: 10, lifetimePrice: 100, monthlyPrice: 100, yearlyPrice: 100 }],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/ai-usage'],
];

describe('admin routes are for admins only', () => {
  for (const [method, template, body] of ROUTES) {
    test(`${method} ${template}: 401 without a session, 403 for a user, allowed for an admin`, async () => {
      const app = await adminTestApp();
      const member = app.client();
      const { id: userId } = await member.register('member');
      const identification = await insertIdentification(app, { userId, ...CONSENTED });
      const path = template.replace('{user}', String(userId)).replace('{identification}', String(identification.id));

      const anonymous = await app.client().request(method, path, body);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).message).toBeString();

      const forbidden = await member.request(method, path, body);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: 'Admin access required' });

      // The guard answers before the input is looked at: a user's bad input is still a 403.
      if (body !== undefined) expect((await member.request(method, path, { nonsense: true })).status).toBe(403);

      const allowed = await app.admin.request(method, path, body);
      expect(allowed.status).toBe(200);
    });
  }

  test('a suspended admin is signed out and refused', async () => {
    const app = await adminTestApp();
    await app.sql`UPDATE users SET status = 'suspended' WHERE username = 'boss'`;
    expect((await app.admin.get('/api/admin/users')).status).toBe(401);
  });

  test('ids must be positive whole numbers', async () => {
    const { admin } = await adminTestApp();
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await admin.post(`/api/admin/users/${id}/suspend`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeString();
    }
    expect((await admin.post('/api/admin/users/999/suspend')).status).toBe(404);
    expect((await admin.post('/api/admin/identifications/999/publish')).status).toBe(404);
  });
});
