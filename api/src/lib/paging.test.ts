import { describe, expect, test } from 'bun:test';
import { users } from '../db/schema';
import { adminTestApp, insertIdentification } from '../../test-support/admin-fixtures';
import type { TestClient } from '../../test-support/harness';
import { CURSOR_MESSAGE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE, MAX_PAGE_SIZE } from './paging';

type App = Awaited<Awaited<ReturnType<typeof adminTestApp>>>;
type Item = { id: number; speciesName?: string; username?: string };

/** Every page of a list, following X-Next-Cursor, with the size of each page. */
async function walk(client: TestClient, path: string, limit?: number) {
  const items: Item[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams();
    if (limit) query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const response = await client.get(`${path}?${query}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Item[];
    items.push(...page);
    sizes.push(page.length);
    cursor = response.headers.get('x-next-cursor');
    if (cursor) expect(response.headers.get('link')).toBe(`<${path}?${new URLSearchParams({ ...(limit ? { limit: String(limit) } : {}), cursor })}>; rel="next"`);
    else expect(response.headers.get('link')).toBeNull();
  } while (cursor);
  return { items, sizes };
}

/** `count` identifications of the user, one a minute from 2030-01-01, some sharing a minute to test ties. */
async function history(app: App, userId: number, count: number) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await insertIdentification(app, { userId, createdAt: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 2))) }));
  return made;
}

async function appWithDiver() {
  const app = await adminTestApp();
  const diver = app.client();
  const { id } = await diver.register('diver');
  return { app, diver, userId: id as number };
}

describe('GET /api/identifications is paged', () => {
  test('50 by default, newest first, every identification once across pages; no cursor on the last page', async () => {
    const { app, diver, userId } = await appWithDiver();
    const made = await history(app, userId, 120);
    const first = await diver.get('/api/identifications');
    expect((await first.json()).length).toBe(DEFAULT_PAGE_SIZE);
    expect(first.headers.get('x-next-cursor')).toBeString();

    const { items, sizes } = await walk(diver, '/api/identifications');
    expect(sizes).toEqual([50, 50, 20]);
    const newestFirst = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
    expect(items.map((item) => item.id)).toEqual(newestFirst);
  });

  test('limit sets the page size; a cursor stays right while new identifications arrive', async () => {
    const { app, diver, userId } = await appWithDiver();
    await history(app, userId, 9);
    const first = await diver.get('/api/identifications?limit=4');
    const page1 = (await first.json()) as Item[];
    expect(page1).toHaveLength(4);
    // Newer ones arrive between pages: the next page goes on where the first stopped, with no repeats.
    await insertIdentification(app, { userId, createdAt: new Date(Date.UTC(2031, 0, 1)) });
    await insertIdentification(app, { userId, createdAt: new Date(Date.UTC(2031, 0, 2)) });
    const second = await diver.get(`/api/identifications?limit=4&cursor=${first.headers.get('x-next-cursor')}`);
    const page2 = (await second.json()) as Item[];
    const third = await diver.get(`/api/identifications?limit=4&cursor=${second.headers.get('x-next-cursor')}`);
    const page3 = (await third.json()) as Item[];
    expect(third.headers.get('x-next-cursor')).toBeNull();
    const ids = [...page1, ...page2, ...page3].map((item) => item.id);
    // Each of the first 9 once; the two newer ones (ids 10 and 11) sit before the first page, not in this walk.
    expect(ids.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('a bad limit or cursor is a 400 saying what is wrong', async () => {
    const { app, diver, userId } = await appWithDiver();
    await history(app, userId, 3);
    for (const limit of ['0', String(MAX_PAGE_SIZE + 1), 'ten', '-5', '2.5']) {
      const response = await diver.get(`/api/identifications?limit=${limit}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(LIMIT_MESSAGE);
    }
    expect((await diver.get(`/api/identifications?limit=${MAX_PAGE_SIZE}`)).status).toBe(200);
    const adminCursor = (await app.admin.get('/api/admin/identifications?limit=1')).headers.get('x-next-cursor')!;
    const forged = Buffer.from(JSON.stringify({ l: 'history', k: ['soon', 1] })).toString('base64url');
    for (const cursor of ['not-a-cursor', '%7B%7D', forged, adminCursor]) {
      const response = await diver.get(`/api/identifications?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(CURSOR_MESSAGE);
    }
  });

  test('still only the user\'s own, and /api/user/identifications pages the same way', async () => {
    const { app, diver, userId } = await appWithDiver();
    await history(app, userId, 3);
    const other = app.client();
    const { id: otherId } = await other.register('other');
    await history(app, otherId, 5);
    expect((await walk(diver, '/api/identifications', 2)).items).toHaveLength(3);
    expect((await walk(diver, '/api/user/identifications', 2)).sizes).toEqual([2, 1]);
  });
});

describe('the admin lists are paged', () => {
  test('GET /api/admin/users: oldest account first, each once', async () => {
    const app = await adminTestApp();
    await app.ctx.db
      .insert(users)
      .values(Array.from({ length: 60 }, (_, i) => ({ username: `user${i}`, email: `user${i}@example.com`, password: 'x' })))
      ;
    const { items, sizes } = await walk(app.admin, '/api/admin/users');
    expect(sizes).toEqual([50, 11]);
    const ids = items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(61);
    expect((await app.admin.get('/api/admin/users?limit=abc')).status).toBe(400);
  });

  test('GET /api/admin/identifications: newest first, each once', async () => {
    const app = await adminTestApp();
    for (let i = 0; i < 7; i++) await insertIdentification(app);
    const { items, sizes } = await walk(app.admin, '/api/admin/identifications', 3);
    expect(sizes).toEqual([3, 3, 1]);
    expect(items.map((item) => item.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await app.admin.get('/api/admin/identifications?cursor=bad')).status).toBe(400);
  });
});

describe('GET /api/published-identifications is paged', () => {
  test('by species name then id, each once, without credentials', async () => {
    const app = await adminTestApp();
    const names = ['Moray', 'Clownfish', 'Angelfish', 'Clownfish', 'Grouper'];
    for (const speciesName of names) await insertIdentification(app, { speciesName, isPublished: true, publishedAt: new Date() });
    await insertIdentification(app, { speciesName: 'Barracuda' }); // not published
    const { items, sizes } = await walk(app.client(), '/api/published-identifications', 2);
    expect(sizes).toEqual([2, 2, 1]);
    expect(items.map((item) => [item.speciesName, item.id])).toEqual([
      ['Angelfish', 3],
      ['Clownfish', 2],
      ['Clownfish', 4],
      ['Grouper', 5],
      ['Moray', 1],
    ]);
    expect((await app.client().get('/api/published-identifications?limit=0')).status).toBe(400);
  });
});
