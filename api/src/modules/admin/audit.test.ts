import { describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';

describe('GET /api/admin/audit-log', () => {
  test('records who did what to which record, and when, newest first', async () => {
    const app = await adminTestApp();
    const { id: memberId } = await app.client().register('member');
    const identification = await insertIdentification(app, { userId: memberId, ...CONSENTED });
    const start = new Date('2026-06-01T10:00:00Z');
    const step = (minutes: number) => app.setNow(new Date(start.getTime() + minutes * 60_000));

    step(0);
    await app.admin.api.admin.users({ id: memberId }).suspend.post();
    step(1);
    await app.admin.api.admin.identifications({ id: identification.id }).publish.post();
    step(2);
    await app.admin.api.admin['subscription-settings'].put({ lifetimeSlotTotal: 5, lifetimePrice: 100, monthlyPrice: 100, yearlyPrice: 100 });
    step(3);
    await app.admin.api.admin.users({ id: memberId }).delete();
    // A refused action leaves no entry.
    await app.admin.api.admin.users({ id: memberId }).reinstate.post();

    const log = (await app.admin.api.admin['audit-log'].get()).data!;
    expect(log.map((entry) => entry.action)).toEqual([
      'user.delete',
      'settings.update',
      'identification.publish',
      'user.suspend',
    ]);
    expect(log[3]).toMatchObject({
      adminUsername: 'boss',
      targetType: 'user',
      targetId: String(memberId),
      details: { username: 'member' },
      createdAt: start.toISOString(),
    });
    expect(log[0]!.details).toEqual({ username: 'member', identificationsDeleted: 1 });
    expect(log[1]).toMatchObject({ targetType: 'settings', targetId: 'subscription', details: { lifetimeSlotTotal: 5 } });
    expect(log[2]).toMatchObject({ targetType: 'identification', details: { speciesName: 'Clownfish', slug: identification.slug } });

    expect((await app.admin.api.admin['audit-log'].get({ query: { limit: 1 } })).data).toHaveLength(1);
    expect((await app.admin.api.admin['audit-log'].get({ query: { limit: 0 } })).status).toBe(400);
  });
});
