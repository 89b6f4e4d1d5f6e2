import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fakeModel, identify, identifyApp, makeAdmin, photo } from '../../../test-support/identify';
import { pageOf } from '../../../test-support/owned-identifications';
import { findIdentification } from './repo/rows';
import { emptyTrash, TRASH_KEEPS_FILES_MS } from './trash';

const provider = fakeModel();

type App = Awaited<ReturnType<typeof identifyApp>>;
const fileOf = (app: App, url: string) => join(app.dataDir, url.replace(/^\/uploads/, 'uploads'));
const DAY = 24 * 60 * 60 * 1000;

/** A member with one identification (its web and high-resolution files stored), made at `start`. */
async function withIdentification(start = new Date('2026-03-01T08:00:00Z')) {
  const app = await identifyApp(provider.fake);
  app.setNow(start);
  const owner = await app.signUp('diver');
  const { id } = (await identify(owner, await photo(300, 200))).data!;
  const row = async () => {
    const found = await findIdentification(app.ctx.db, id);
    return found ? { web: found.imageUrl, highRes: found.imageHighResUrl, trashedAt: found.trashedAt } : null;
  };
  const { web, highRes } = (await row())!;
  const files = [fileOf(app, web!), fileOf(app, highRes!)];
  const at = (ms: number) => app.setNow(new Date(start.getTime() + ms));
  return { ...app, owner, id, row, files, at, web: web!, page: pageOf(app) };
}

describe('trash', () => {
  test('a trashed identification leaves the history; its owner alone can still open it, not act on it; an admin sees it', async () => {
    const app = await withIdentification();
    expect((await app.owner.api.identifications({ id: app.id }).trash.post()).status).toBe(204);
    expect((await app.owner.api.identifications.get()).data).toEqual([]);
    const opened = await app.owner.api.identifications({ id: app.id }).get();
    expect(opened.status).toBe(200);
    expect(new Date(opened.data!.trashedAt!).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect((await app.page(app.web, app.owner)).status).toBe(200);
    expect((await app.owner.api.identifications({ id: app.id }).accept.post()).status).toBe(404);
    expect((await app.owner.api.identifications({ id: app.id }).trash.post()).status).toBe(404);

    const stranger = await app.signUp('stranger');
    expect((await stranger.api.identifications({ id: app.id }).get()).status).toBe(404);
    expect((await app.page(app.web, stranger)).status).toBe(404);

    const admin = await app.signUp('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const listed = (await admin.api.admin.identifications.get()).data![0];
    expect(listed).toMatchObject({ id: app.id, trashedAt: expect.stringMatching(/^2026-03-01/) });
    app.cleanup();
  });

  test('its image files are deleted 30 days after it was trashed, not before; the record stays', async () => {
    const app = await withIdentification();
    app.at(DAY);
    await app.owner.api.identifications({ id: app.id }).trash.post();

    app.at(DAY + TRASH_KEEPS_FILES_MS - 1);
    expect(await emptyTrash(app.ctx)).toBe(0);
    expect(app.files.every(existsSync)).toBe(true);

    app.at(DAY + TRASH_KEEPS_FILES_MS + 1);
    expect(await emptyTrash(app.ctx)).toBe(1);
    expect(app.files.some(existsSync)).toBe(false);
    expect(await app.row()).toMatchObject({ web: null, highRes: null, trashedAt: expect.any(Date) });
    // Done once: the next sweep has nothing left to do.
    expect(await emptyTrash(app.ctx)).toBe(0);
    app.cleanup();
  });

  test('identifications not trashed keep their files however old they are', async () => {
    const app = await withIdentification();
    app.at(365 * DAY);
    expect(await emptyTrash(app.ctx)).toBe(0);
    expect(app.files.every(existsSync)).toBe(true);
    app.cleanup();
  });

  test('deleting removes the record and its files at once, trashed or not', async () => {
    const app = await withIdentification();
    await app.owner.api.identifications({ id: app.id }).trash.post();
    // Trashed, it is out of the owner's reach but still theirs to delete.
    expect((await app.owner.api.identifications({ id: app.id }).delete()).status).toBe(204);
    expect(app.files.some(existsSync)).toBe(false);
    expect(await app.row()).toBeNull();
    app.cleanup();
  });
});

describe('POST /api/identifications/:id/restore', () => {
  test('its owner restores it within 30 days: back in the history as it was, saved and all', async () => {
    const app = await withIdentification();
    await app.owner.api.identifications({ id: app.id }).accept.post();
    await app.owner.api.identifications({ id: app.id }).trash.post();
    app.at(TRASH_KEEPS_FILES_MS - 1);
    const restored = await app.owner.api.identifications({ id: app.id }).restore.post();
    expect(restored.status).toBe(200);
    expect(restored.data).toMatchObject({ id: app.id, trashedAt: null, accepted: true });
    expect((await app.owner.api.identifications.get()).data!.map((item) => item.id)).toEqual([app.id]);
    // Out of the trash, the sweep leaves its files alone.
    app.at(2 * TRASH_KEEPS_FILES_MS);
    expect(await emptyTrash(app.ctx)).toBe(0);
    expect(app.files.every(existsSync)).toBe(true);
    app.cleanup();
  });

  test('another member gets 404, a visitor 401, and one not in the trash 409', async () => {
    const app = await withIdentification();
    expect((await app.owner.api.identifications({ id: app.id }).restore.post()).status).toBe(409);
    await app.owner.api.identifications({ id: app.id }).trash.post();
    const stranger = await app.signUp('stranger');
    expect((await stranger.api.identifications({ id: app.id }).restore.post()).status).toBe(404);
    expect((await app.client().api.identifications({ id: app.id }).restore.post()).status).toBe(401);
    expect((await app.owner.api.identifications({ id: 999_999 }).restore.post()).status).toBe(404);
    expect((await app.row())!.trashedAt).not.toBeNull();
    app.cleanup();
  });

  test('after 30 days it is gone for its owner, before the sweep as after it', async () => {
    const app = await withIdentification();
    await app.owner.api.identifications({ id: app.id }).trash.post();
    app.at(TRASH_KEEPS_FILES_MS + 1);
    // A month on, the session has ended too: the owner signs in again.
    expect((await app.owner.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
    expect((await app.owner.api.identifications({ id: app.id }).get()).status).toBe(404);
    expect((await app.owner.api.identifications({ id: app.id }).restore.post()).status).toBe(404);
    expect(await emptyTrash(app.ctx)).toBe(1);
    expect((await app.owner.api.identifications({ id: app.id }).get()).status).toBe(404);
    expect((await app.owner.api.identifications({ id: app.id }).restore.post()).status).toBe(404);
    expect((await app.row())!.trashedAt).not.toBeNull();
    app.cleanup();
  });
});
