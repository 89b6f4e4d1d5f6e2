import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
import { TRASH_KEEPS_FILES_MS } from './trash';

const provider = fakeModel();
const HOUR = 60 * 60 * 1000;
const START = new Date('2026-03-01T08:00:00Z');

/** A member with three identifications; the clock moves on by `at`. */
async function withThree() {
  const app = await identifyApp(provider.fake);
  app.setNow(START);
  const owner = await app.signUp('diver');
  const ids: number[] = [];
  for (const seed of [300, 320, 340]) ids.push((await identify(owner, await photo(seed, 200))).data!.id);
  const at = (ms: number) => app.setNow(new Date(START.getTime() + ms));
  const trash = (id: number) => owner.api.identifications({ id }).trash.post();
  const listed = async (who = owner, query: Record<string, string> = {}) => {
    const answer = await who.api.identifications.trash.get({ query });
    return { status: answer.status, ids: (answer.data ?? []).map((item) => item.id), next: answer.response?.headers.get('x-next-cursor') ?? null };
  };
  return { ...app, owner, ids, at, trash, listed };
}

describe('GET /api/identifications/trash', () => {
  test("lists the owner's trash, most recently trashed first, with when each was trashed; the rest stays in the history", async () => {
    const app = await withThree();
    const [first, second, third] = app.ids as [number, number, number];
    expect((await app.listed()).ids).toEqual([]);
    app.at(HOUR);
    await app.trash(second);
    app.at(2 * HOUR);
    await app.trash(first);
    const answer = await app.owner.api.identifications.trash.get();
    expect(answer.status).toBe(200);
    expect(answer.data!.map((item) => [item.id, item.trashedAt && new Date(item.trashedAt).toISOString()])).toEqual([
      [first, '2026-03-01T10:00:00.000Z'],
      [second, '2026-03-01T09:00:00.000Z'],
    ]);
    expect((await app.owner.api.identifications.get()).data!.map((item) => item.id)).toEqual([third]);
    // Restored, it leaves the trash and is back in the history at once.
    await app.owner.api.identifications({ id: second }).restore.post();
    expect((await app.listed()).ids).toEqual([first]);
    expect((await app.owner.api.identifications.get()).data!.map((item) => item.id).sort()).toEqual([second, third].sort());
    app.cleanup();
  });

  test('leaves out what is past its 30 days, and pages with a cursor like the history', async () => {
    const app = await withThree();
    for (const [hours, id] of app.ids.entries()) {
      app.at(hours * HOUR);
      await app.trash(id);
    }
    app.at(TRASH_KEEPS_FILES_MS + HOUR / 2);
    // A month on, the session has ended too: the owner signs in again.
    expect((await app.owner.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
    // The first, trashed at the start, is gone for its owner: only the two trashed later are listed.
    const page = await app.listed(app.owner, { limit: '1' });
    expect(page.ids).toEqual([app.ids[2]!]);
    expect(page.next).not.toBeNull();
    const rest = await app.listed(app.owner, { limit: '1', cursor: page.next! });
    expect(rest).toMatchObject({ ids: [app.ids[1]!], next: null });
    app.cleanup();
  });

  test("another member's trash is not listed; a visitor gets 401; a bad limit or cursor 400", async () => {
    const app = await withThree();
    await app.trash(app.ids[0]!);
    const stranger = await app.signUp('stranger');
    expect(await app.listed(stranger)).toMatchObject({ status: 200, ids: [] });
    expect((await app.listed(app.client())).status).toBe(401);
    expect((await app.listed(app.owner, { limit: '0' })).status).toBe(400);
    expect((await app.listed(app.owner, { cursor: 'not-a-cursor' })).status).toBe(400);
    app.cleanup();
  });
});
