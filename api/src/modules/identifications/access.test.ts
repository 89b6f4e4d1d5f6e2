import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deleteIdentification } from './service';
import { fakeProvider, identifyApp, makeAdmin, makePremium, photo, upload } from '../../../test-support/identify';

const provider = fakeProvider();
beforeAll(() => provider.start());
afterEach(() => provider.reset());
afterAll(() => provider.stop());

type App = Awaited<ReturnType<typeof identifyApp>>;
const fileOf = (app: App, url: string) => join(app.dataDir, url.replace(/^\/uploads/, 'uploads'));

async function identified(app: App, username = 'diver') {
  const owner = app.client();
  await owner.register(username, { website: 'https://reef.example' });
  const body = await (await upload(owner, await photo(300, 200))).json();
  return { owner, body };
}

describe('GET /api/identifications/{id}', () => {
  test('the owner reads it; another user gets 404, like a missing id; an admin reads it', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect((await owner.get(`/api/identifications/${body.id}`)).status).toBe(200);

    const stranger = app.client();
    await stranger.register('stranger');
    const hidden = await stranger.get(`/api/identifications/${body.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await (await stranger.get('/api/identifications/99999')).json());
    expect((await app.client().get(`/api/identifications/${body.id}`)).status).toBe(404);
    expect((await stranger.get('/api/identifications/not-a-number')).status).toBe(404);

    const admin = app.client();
    await admin.register('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const read = await admin.get(`/api/identifications/${body.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).imageHighResUrl).toStartWith('/uploads/');
    app.cleanup();
  });

  test('a visitor reads their own identification by its cookie', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id } = await (await upload(visitor, await photo())).json();
    expect((await visitor.get(`/api/identifications/${id}`)).status).toBe(200);
    expect((await app.client().get(`/api/identifications/${id}`)).status).toBe(404);
    app.cleanup();
  });

  test('the slug comes from the species, the uploader and their website, and stays unique', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect(body.slug).toMatch(/-by-diver-reef-example$/);
    expect(body).toMatchObject({ uploaderName: 'diver', uploaderWebsite: 'https://reef.example' });
    await makePremium(app.ctx.db, 'diver');
    const again = await (await upload(owner, await photo(300, 200))).json();
    expect(again.slug).toBe(`${body.slug}-2`);
    app.cleanup();
  });

  test('the high-resolution copy is given to premium owners only', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect(body.imageHighResUrl).toBeNull();
    await makePremium(app.ctx.db, 'diver');
    const premium = await (await owner.get(`/api/identifications/${body.id}`)).json();
    expect(premium.imageHighResUrl).toStartWith('/uploads/');
    expect(premium.imageHighResUrl).not.toBe(premium.imageUrl);
    app.cleanup();
  });
});

describe('history, accept and trash', () => {
  test('GET /api/identifications and /api/user/identifications list the user\'s own, newest first', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    const second = await (await upload(owner, await photo(100, 100, 7))).json();
    const other = app.client();
    await other.register('other');
    await upload(other, await photo());
    for (const path of ['/api/identifications', '/api/user/identifications']) {
      const list = await (await owner.get(path)).json();
      expect(list.map((item: { id: number }) => item.id)).toEqual([second.id, body.id]);
    }
    expect((await app.client().get('/api/identifications')).status).toBe(401);
    app.cleanup();
  });

  test('POST .../accept saves it; POST .../trash answers 204 and removes it from the history', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    const accepted = await owner.post(`/api/identifications/${body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).accepted).toBe(true);

    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.post(`/api/identifications/${body.id}/trash`)).status).toBe(404);
    expect((await stranger.post(`/api/identifications/${body.id}/accept`)).status).toBe(404);

    const trashed = await owner.post(`/api/identifications/${body.id}/trash`);
    expect(trashed.status).toBe(204);
    expect(await (await owner.get('/api/identifications')).json()).toEqual([]);
    expect((await owner.get(`/api/identifications/${body.id}`)).status).toBe(404);
    app.cleanup();
  });

  test('accept and trash need a signed-in user', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id } = await (await upload(visitor, await photo())).json();
    expect((await visitor.post(`/api/identifications/${id}/accept`)).status).toBe(401);
    expect((await visitor.post(`/api/identifications/${id}/trash`)).status).toBe(401);
    app.cleanup();
  });
});

describe('DELETE /api/identifications/{id}', () => {
  test("a signed-in stranger cannot delete a visitor's identification: 404, and the row and files stay", async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id, imageUrl } = await (await upload(visitor, await photo())).json();
    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.delete(`/api/identifications/${id}`)).status).toBe(404);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 1 }]);
    expect(existsSync(fileOf(app, imageUrl))).toBe(true);
    app.cleanup();
  });

  test('removes the row and its image files; a stranger gets 404 and changes nothing', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    await makePremium(app.ctx.db, 'diver');
    const { imageUrl, imageHighResUrl } = await (await owner.get(`/api/identifications/${body.id}`)).json();
    expect(existsSync(fileOf(app, imageUrl))).toBe(true);
    expect(existsSync(fileOf(app, imageHighResUrl))).toBe(true);

    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.delete(`/api/identifications/${body.id}`)).status).toBe(404);
    expect(existsSync(fileOf(app, imageUrl))).toBe(true);

    expect((await owner.delete(`/api/identifications/${body.id}`)).status).toBe(204);
    expect(existsSync(fileOf(app, imageUrl))).toBe(false);
    expect(existsSync(fileOf(app, imageHighResUrl))).toBe(false);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 0 }]);
    app.cleanup();
  });

  test('an admin may delete anyone\'s; deleteIdentification is the one path for the back office', async () => {
    const app = await identifyApp(provider.fake);
    const { body } = await identified(app);
    const second = await identified(app, 'another');
    const admin = app.client();
    await admin.register('boss');
    await makeAdmin(app.ctx.db, 'boss');
    expect((await admin.delete(`/api/identifications/${body.id}`)).status).toBe(204);
    const removed = await deleteIdentification(app.ctx, second.body.id);
    expect(removed?.id).toBe(second.body.id);
    expect(existsSync(fileOf(app, second.body.imageUrl))).toBe(false);
    expect(await deleteIdentification(app.ctx, second.body.id)).toBeUndefined();
    app.cleanup();
  });
});

describe('visitor identifications move to the account', () => {
  test('on registering in the same browser', async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    const { id } = await (await upload(browser, await photo())).json();
    await browser.register('newcomer', { website: 'https://newcomer.example' });
    const [moved] = await (await browser.get('/api/identifications')).json();
    expect(moved).toMatchObject({ id, uploaderName: 'newcomer', uploaderWebsite: 'https://newcomer.example' });
    expect((await (await browser.get('/api/user')).json()).identificationCount).toBe(1);
    // The account's own free quota is untouched by what the visitor used.
    expect(await (await browser.get('/api/free-identifications-count')).json()).toEqual({ count: 0 });
    app.cleanup();
  });

  test('on logging in in the same browser, and never from another browser', async () => {
    const app = await identifyApp(provider.fake);
    await app.client().register('diver');
    const browser = app.client();
    const { id } = await (await upload(browser, await photo())).json();
    const elsewhere = app.client();
    await upload(elsewhere, await photo(120, 80));
    expect((await browser.post('/api/login', { username: 'diver', password: 'secret-pass' })).status).toBe(200);
    const list = await (await browser.get('/api/identifications')).json();
    expect(list.map((item: { id: number }) => item.id)).toEqual([id]);
    app.cleanup();
  });
});
