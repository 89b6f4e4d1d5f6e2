import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { sessions, speciesIdentifications, users } from '../../db/schema';
import { adminTestApp, insertIdentification } from '../../../test-support/admin-fixtures';
import { first } from '../../db/client';

const DAY = 24 * 60 * 60 * 1000;

async function withMember() {
  const app = await adminTestApp();
  const member = app.client();
  const user = await member.register('member');
  const findMember = () => app.ctx.db.select().from(users).where(eq(users.id, user.id)).then(first);
  const bossId = (await app.ctx.db.select().from(users).where(eq(users.username, 'boss')).then(first))!.id;
  return { ...app, member, memberId: user.id as number, bossId, findMember };
}

describe('GET /api/admin/users', () => {
  test('lists every account with its identification count and never a password', async () => {
    const app = await withMember();
    await insertIdentification(app, { userId: app.memberId });
    await insertIdentification(app, { userId: app.memberId });
    const response = await app.admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('password');
    expect(text).not.toContain('argon2');
    const list = JSON.parse(text);
    expect(list).toHaveLength(2);
    expect(list.find((user: { username: string }) => user.username === 'member')).toEqual({
      id: app.memberId,
      username: 'member',
      email: 'member@example.com',
      status: 'active',
      isAdmin: false,
      subscriptionTier: 'free',
      subscriptionExpiresAt: null,
      identificationCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.find((user: { username: string }) => user.username === 'boss')).toMatchObject({ isAdmin: true, identificationCount: 0 });
  });
});

describe('POST /api/admin/users/{id}/suspend and /reinstate', () => {
  test('suspending ends every session of the user at once; reinstating lets them log in again', async () => {
    const app = await withMember();
    const phone = app.client();
    await phone.post('/api/login', { username: 'member', password: 'secret-pass' });
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, app.memberId))).toHaveLength(2);

    expect((await app.admin.post(`/api/admin/users/${app.memberId}/suspend`)).status).toBe(200);
    expect((await app.findMember())!.status).toBe('suspended');
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, app.memberId))).toHaveLength(0);
    expect((await app.member.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await app.client().post('/api/login', { username: 'member', password: 'secret-pass' })).status).toBe(403);

    expect((await app.admin.post(`/api/admin/users/${app.memberId}/reinstate`)).status).toBe(200);
    expect((await app.findMember())!.status).toBe('active');
    expect((await app.client().post('/api/login', { username: 'member', password: 'secret-pass' })).status).toBe(200);
  });

  test('an admin cannot be suspended, even by another admin', async () => {
    const app = await withMember();
    const response = await app.admin.post(`/api/admin/users/${app.bossId}/suspend`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Admin accounts cannot be suspended' });
    expect((await app.admin.get('/api/user')).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  test('deletes the account and all of its identifications', async () => {
    const app = await withMember();
    await insertIdentification(app, { userId: app.memberId });
    const published = await insertIdentification(app, { userId: app.memberId, isPublished: true, publishedAt: new Date() });
    const other = await insertIdentification(app, { userId: app.bossId });
    const page = `/api/public/species/${published.slug}`;
    expect((await app.client().get(page)).status).toBe(200);

    const response = await app.admin.delete(`/api/admin/users/${app.memberId}`);
    expect(response.status).toBe(200);
    expect(await app.findMember()).toBeUndefined();
    const left = await app.ctx.db.select().from(speciesIdentifications);
    expect(left.map((row) => row.id)).toEqual([other.id]);
    expect((await app.client().get(page)).status).toBe(404);
    expect((await app.member.get('/api/user')).status).toBe(401);
    expect((await app.admin.delete(`/api/admin/users/${app.memberId}`)).status).toBe(404);
  });

  test('an admin account cannot be deleted', async () => {
    const app = await withMember();
    const response = await app.admin.delete(`/api/admin/users/${app.bossId}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Admin accounts cannot be deleted' });
    expect(await app.ctx.db.select().from(users).where(eq(users.id, app.bossId)).then(first)).toBeDefined();
  });
});

describe('POST /api/admin/users/{id}/subscription', () => {
  test('sets the tier; an empty expiry means 7 days from now', async () => {
    const app = await withMember();
    const now = new Date('2026-03-01T12:00:00Z');
    app.setNow(now);
    const response = await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'monthly', expiresAt: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscriptionTier: 'monthly', isPremium: true });
    expect((await app.findMember())!.subscriptionExpiresAt).toEqual(new Date(now.getTime() + 7 * DAY));

    await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'trial' });
    expect((await app.findMember())!.subscriptionExpiresAt).toEqual(new Date(now.getTime() + 7 * DAY));
    expect((await app.findMember())!.trialStartedAt).toEqual(now);
  });

  test('keeps a given expiry; lifetime and free never expire', async () => {
    const app = await withMember();
    app.setNow(new Date('2026-03-01T12:00:00Z'));
    await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'yearly', expiresAt: '2026-12-31T23:59:59.000Z' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'yearly', subscriptionExpiresAt: new Date('2026-12-31T23:59:59.000Z') });
    await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'lifetime', expiresAt: '2026-12-31T00:00:00Z' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'lifetime', subscriptionExpiresAt: null });
    await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'free' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null });
  });

  test('requires a known tier and a valid future expiry', async () => {
    const app = await withMember();
    app.setNow(new Date('2026-03-01T12:00:00Z'));
    const path = `/api/admin/users/${app.memberId}/subscription`;
    const cases: Array<[unknown, string]> = [
      [{ tier: '' }, 'Please choose a subscription tier'],
      [{ tier: 'platinum' }, 'Tier must be one of: free, trial, monthly, yearly, lifetime'],
      [{ tier: 'monthly', expiresAt: 'soon' }, 'Expiry must be a valid date'],
      [{ tier: 'monthly', expiresAt: '2026-02-01' }, 'Expiry must be in the future'],
    ];
    for (const [body, message] of cases) {
      const response = await app.admin.post(path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect((await app.admin.post(path, {})).status).toBe(400);
    expect((await app.findMember())!.subscriptionTier).toBe('free');
  });
});

describe('POST /api/admin/users/{id}/trial', () => {
  test('starts a 7-day trial from the free tier, once', async () => {
    const app = await withMember();
    const now = new Date('2026-03-01T12:00:00Z');
    app.setNow(now);
    const response = await app.admin.post(`/api/admin/users/${app.memberId}/trial`);
    expect(response.status).toBe(200);
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'trial', subscriptionExpiresAt: new Date(now.getTime() + 7 * DAY) });

    const again = await app.admin.post(`/api/admin/users/${app.memberId}/trial`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'The free trial has already been used on this account' });
  });

  test('is refused for a paying user and for one who already had a trial', async () => {
    const app = await withMember();
    await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, { tier: 'monthly' });
    const paying = await app.admin.post(`/api/admin/users/${app.memberId}/trial`);
    expect(paying.status).toBe(409);
    expect(await paying.json()).toEqual({ message: 'A trial can only be started from the free plan' });
    await app.ctx.db.update(users).set({ subscriptionTier: null, trialStartedAt: new Date(1) }).where(eq(users.id, app.memberId));
    const used = await app.admin.post(`/api/admin/users/${app.memberId}/trial`);
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ message: 'The free trial has already been used on this account' });
  });
});
