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

/** Noon on 1 March 2026: the admin's clock in the plan tests. */
const NOW = new Date('2026-03-01T12:00:00Z');

/** A member, with the admin's clock at NOW, and the admin's calls about the member. */
async function memberAtNow() {
  const app = await withMember();
  app.setNow(NOW);
  return { app, calls: app.admin.api.admin.users({ id: app.memberId }) };
}

describe('GET /api/admin/users', () => {
  test('lists every account with its identification count and never a password', async () => {
    const app = await withMember();
    await insertIdentification(app, { userId: app.memberId });
    await insertIdentification(app, { userId: app.memberId });
    const { status, data: list } = await app.admin.api.admin.users.get();
    expect(status).toBe(200);
    // All of it as text: no field of any name may carry a password.
    const text = JSON.stringify(list);
    expect(text).not.toContain('password');
    expect(text).not.toContain('argon2');
    expect(list).toHaveLength(2);
    expect(list!.find((user) => user.username === 'member')).toEqual({
      id: app.memberId,
      username: 'member',
      email: 'member@example.com',
      status: 'active',
      isAdmin: false,
      isExpert: false,
      expertGroups: null,
      subscriptionTier: 'free',
      subscriptionExpiresAt: null,
      identificationCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list!.find((user) => user.username === 'boss')).toMatchObject({ isAdmin: true, identificationCount: 0 });
  });
});

describe('POST /api/admin/users/{id}/suspend and /reinstate', () => {
  test('suspending ends every session of the user at once; reinstating lets them log in again', async () => {
    const app = await withMember();
    const phone = app.client();
    await phone.api.login.post({ username: 'member', password: 'secret-pass' });
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, app.memberId))).toHaveLength(2);

    expect((await app.admin.api.admin.users({ id: app.memberId }).suspend.post()).status).toBe(200);
    expect((await app.findMember())!.status).toBe('suspended');
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, app.memberId))).toHaveLength(0);
    expect((await app.member.api.user.get()).status).toBe(401);
    expect((await phone.api.user.get()).status).toBe(401);
    expect((await app.client().api.login.post({ username: 'member', password: 'secret-pass' })).status).toBe(403);

    expect((await app.admin.api.admin.users({ id: app.memberId }).reinstate.post()).status).toBe(200);
    expect((await app.findMember())!.status).toBe('active');
    expect((await app.client().api.login.post({ username: 'member', password: 'secret-pass' })).status).toBe(200);
  });

  test('an admin cannot be suspended, even by another admin', async () => {
    const app = await withMember();
    const { status, error } = await app.admin.api.admin.users({ id: app.bossId }).suspend.post();
    expect(status).toBe(403);
    expect(error?.value).toEqual({ code: 'account.admin_cannot_be_suspended', message: 'Admin accounts cannot be suspended' });
    expect((await app.admin.api.user.get()).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  test('deletes the account and all of its identifications', async () => {
    const app = await withMember();
    await insertIdentification(app, { userId: app.memberId });
    const published = await insertIdentification(app, { userId: app.memberId, isPublished: true, publishedAt: new Date() });
    const other = await insertIdentification(app, { userId: app.bossId });
    const page = () => app.client().api.public.species({ slug: published.slug }).get();
    expect((await page()).status).toBe(200);

    const { status } = await app.admin.api.admin.users({ id: app.memberId }).delete();
    expect(status).toBe(200);
    expect(await app.findMember()).toBeUndefined();
    const left = await app.ctx.db.select().from(speciesIdentifications);
    expect(left.map((row) => row.id)).toEqual([other.id]);
    expect((await page()).status).toBe(404);
    expect((await app.member.api.user.get()).status).toBe(401);
    expect((await app.admin.api.admin.users({ id: app.memberId }).delete()).status).toBe(404);
  });

  test('an admin account cannot be deleted', async () => {
    const app = await withMember();
    const { status, error } = await app.admin.api.admin.users({ id: app.bossId }).delete();
    expect(status).toBe(403);
    expect(error?.value).toEqual({ code: 'account.admin_cannot_be_deleted', message: 'Admin accounts cannot be deleted' });
    expect(await app.ctx.db.select().from(users).where(eq(users.id, app.bossId)).then(first)).toBeDefined();
  });
});

describe('POST /api/admin/users/{id}/subscription', () => {
  test('sets the tier; an empty expiry means 7 days from now', async () => {
    const { app, calls } = await memberAtNow();
    const { status, data } = await calls.subscription.post({ tier: 'monthly', expiresAt: '' });
    expect(status).toBe(200);
    expect(data).toMatchObject({ subscriptionTier: 'monthly', isPremium: true });
    expect((await app.findMember())!.subscriptionExpiresAt).toEqual(new Date(NOW.getTime() + 7 * DAY));

    await calls.subscription.post({ tier: 'trial' });
    expect((await app.findMember())!.subscriptionExpiresAt).toEqual(new Date(NOW.getTime() + 7 * DAY));
    expect((await app.findMember())!.trialStartedAt).toEqual(NOW);
  });

  test('keeps a given expiry; lifetime and free never expire', async () => {
    const { app, calls } = await memberAtNow();
    const { subscription } = calls;
    await subscription.post({ tier: 'yearly', expiresAt: '2026-12-31T23:59:59.000Z' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'yearly', subscriptionExpiresAt: new Date('2026-12-31T23:59:59.000Z') });
    await subscription.post({ tier: 'lifetime', expiresAt: '2026-12-31T00:00:00Z' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'lifetime', subscriptionExpiresAt: null });
    await subscription.post({ tier: 'free' });
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null });
  });

  test('requires a known tier and a valid future expiry', async () => {
    const { app, calls } = await memberAtNow();
    const { subscription } = calls;
    const cases: Array<[{ tier: string; expiresAt?: string }, string]> = [
      [{ tier: '' }, 'Please choose a subscription tier'],
      [{ tier: 'platinum' }, 'Tier must be one of: free, trial, monthly, yearly, lifetime'],
      [{ tier: 'monthly', expiresAt: 'soon' }, 'Expiry must be a valid date'],
      [{ tier: 'monthly', expiresAt: '2026-02-01' }, 'Expiry must be in the future'],
    ];
    for (const [body, message] of cases) {
      const { status, error } = await subscription.post(body);
      expect(status).toBe(400);
      expect(error?.value).toEqual({ code: body.expiresAt ? 'plans.bad_expiry' : 'plans.unknown', message });
    }
    // Raw: a body without a tier, which the typed client would not send.
    expect((await app.admin.post(`/api/admin/users/${app.memberId}/subscription`, {})).status).toBe(400);
    expect((await app.findMember())!.subscriptionTier).toBe('free');
  });
});

describe('POST /api/admin/users/{id}/trial', () => {
  test('starts a 7-day trial from the free tier, once', async () => {
    const { app, calls } = await memberAtNow();
    const { trial } = calls;
    const { status } = await trial.post();
    expect(status).toBe(200);
    expect(await app.findMember()).toMatchObject({ subscriptionTier: 'trial', subscriptionExpiresAt: new Date(NOW.getTime() + 7 * DAY) });

    const again = await trial.post();
    expect(again.status).toBe(409);
    expect(again.error?.value).toEqual({ code: 'trial.used', message: 'The free trial has already been used on this account' });
  });

  test('is refused for a paying user and for one who already had a trial', async () => {
    const app = await withMember();
    const member = app.admin.api.admin.users({ id: app.memberId });
    await member.subscription.post({ tier: 'monthly' });
    const paying = await member.trial.post();
    expect(paying.status).toBe(409);
    expect(paying.error?.value).toEqual({ code: 'trial.not_from_free', message: 'A trial can only be started from the free plan' });
    await app.ctx.db.update(users).set({ subscriptionTier: null, trialStartedAt: new Date(1) }).where(eq(users.id, app.memberId));
    const used = await member.trial.post();
    expect(used.status).toBe(409);
    expect(used.error?.value).toEqual({ code: 'trial.used', message: 'The free trial has already been used on this account' });
  });
});
