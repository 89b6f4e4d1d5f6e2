import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deleteIdentification } from './service';
import { fakeModel, identify, identifyApp, makeAdmin, makePremium, photo } from '../../../test-support/identify';

const provider = fakeModel();

type App = Awaited<ReturnType<typeof identifyApp>>;
const fileOf = (app: App, url: string) => join(app.dataDir, url.replace(/^\/uploads/, 'uploads'));

async function identified(app: App, username = 'diver') {
  const owner = await app.signUp(username, { website: 'https://reef.example' });
  const body = (await identify(owner, await photo(300, 200))).data!;
  return { owner, body };
}

describe('GET /api/identifications/{id}', () => {
  test('the owner reads it; another user gets 404, like a missing id; an admin reads it', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect((await owner.api.identifications({ id: body.id }).get()).status).toBe(200);

    const stranger = await app.signUp('stranger');
    const hidden = await stranger.api.identifications({ id: body.id }).get();
    expect(hidden.status).toBe(404);
    expect(hidden.error?.value).toEqual((await stranger.api.identifications({ id: 99999 }).get()).error?.value);
    expect((await app.client().api.identifications({ id: body.id }).get()).status).toBe(404);
    expect((await stranger.api.identifications({ id: 'not-a-number' }).get()).status).toBe(400); // not an id

    const admin = await app.signUp('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const read = await admin.api.identifications({ id: body.id }).get();
    expect(read.status).toBe(200);
    expect(read.data!.imageHighResUrl!).toStartWith('/uploads/');
    app.cleanup();
  });

  test('a visitor reads their own identification by its cookie', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id } = (await identify(visitor, await photo())).data!;
    expect((await visitor.api.identifications({ id: id }).get()).status).toBe(200);
    expect((await app.client().api.identifications({ id: id }).get()).status).toBe(404);
    app.cleanup();
  });

  test('the slug comes from the species, the uploader and their website, and stays unique', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect(body.slug).toMatch(/-by-diver-reef-example$/);
    expect(body).toMatchObject({ uploaderName: 'diver', uploaderWebsite: 'https://reef.example' });
    await makePremium(app.ctx.db, 'diver');
    const again = (await identify(owner, await photo(300, 200))).data!;
    expect(again.slug).toBe(`${body.slug}-2`);
    app.cleanup();
  });

  test('the high-resolution copy is given to premium owners only', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    expect(body.imageHighResUrl).toBeNull();
    await makePremium(app.ctx.db, 'diver');
    const premium = (await owner.api.identifications({ id: body.id }).get()).data!;
    expect(premium.imageHighResUrl!).toStartWith('/uploads/');
    expect(premium.imageHighResUrl).not.toBe(premium.imageUrl);
    app.cleanup();
  });
});

describe('history, accept and trash', () => {
  test('GET /api/identifications and /api/user/identifications list the user\'s own, newest first', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    const second = (await identify(owner, await photo(100, 100, 7))).data!;
    const other = await app.signUp('other');
    await identify(other, await photo());
    for (const history of [owner.api.identifications, owner.api.user.identifications]) {
      const list = (await history.get()).data!;
      expect(list.map((item) => item.id)).toEqual([second.id, body.id]);
    }
    expect((await app.client().api.identifications.get()).status).toBe(401);
    app.cleanup();
  });

  test('POST .../accept saves it; POST .../trash answers 204 and removes it from the history', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    const accepted = await owner.api.identifications({ id: body.id }).accept.post();
    expect(accepted.status).toBe(200);
    expect(accepted.data!.accepted).toBe(true);

    const stranger = await app.signUp('stranger');
    expect((await stranger.api.identifications({ id: body.id }).trash.post()).status).toBe(404);
    expect((await stranger.api.identifications({ id: body.id }).accept.post()).status).toBe(404);

    const trashed = await owner.api.identifications({ id: body.id }).trash.post();
    expect(trashed.status).toBe(204);
    expect((await owner.api.identifications.get()).data).toEqual([]);
    // From the trash, only its owner can still open it, to restore it.
    expect((await owner.api.identifications({ id: body.id }).get()).data!.trashedAt).not.toBeNull();
    expect((await stranger.api.identifications({ id: body.id }).get()).status).toBe(404);
    app.cleanup();
  });

  test('accept and trash need a signed-in user', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id } = (await identify(visitor, await photo())).data!;
    expect((await visitor.api.identifications({ id: id }).accept.post()).status).toBe(401);
    expect((await visitor.api.identifications({ id: id }).trash.post()).status).toBe(401);
    app.cleanup();
  });
});

describe('DELETE /api/identifications/{id}', () => {
  test("a signed-in stranger cannot delete a visitor's identification: 404, and the row and files stay", async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const { id, imageUrl } = (await identify(visitor, await photo())).data!;
    const stranger = await app.signUp('stranger');
    expect((await stranger.api.identifications({ id: id }).delete()).status).toBe(404);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 1 }]);
    expect(existsSync(fileOf(app, imageUrl!))).toBe(true);
    app.cleanup();
  });

  test('removes the row and its image files; a stranger gets 404 and changes nothing', async () => {
    const app = await identifyApp(provider.fake);
    const { owner, body } = await identified(app);
    await makePremium(app.ctx.db, 'diver');
    const { imageUrl, imageHighResUrl } = (await owner.api.identifications({ id: body.id }).get()).data!;
    expect(existsSync(fileOf(app, imageUrl!))).toBe(true);
    expect(existsSync(fileOf(app, imageHighResUrl!))).toBe(true);

    const stranger = await app.signUp('stranger');
    expect((await stranger.api.identifications({ id: body.id }).delete()).status).toBe(404);
    expect(existsSync(fileOf(app, imageUrl!))).toBe(true);

    expect((await owner.api.identifications({ id: body.id }).delete()).status).toBe(204);
    expect(existsSync(fileOf(app, imageUrl!))).toBe(false);
    expect(existsSync(fileOf(app, imageHighResUrl!))).toBe(false);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 0 }]);
    app.cleanup();
  });

  test('an admin may delete anyone\'s; deleteIdentification is the one path for the back office', async () => {
    const app = await identifyApp(provider.fake);
    const { body } = await identified(app);
    const second = await identified(app, 'another');
    const admin = await app.signUp('boss');
    await makeAdmin(app.ctx.db, 'boss');
    expect((await admin.api.identifications({ id: body.id }).delete()).status).toBe(204);
    const removed = await deleteIdentification(app.ctx, second.body.id);
    expect(removed?.id).toBe(second.body.id);
    expect(existsSync(fileOf(app, second.body.imageUrl!))).toBe(false);
    expect(await deleteIdentification(app.ctx, second.body.id)).toBeUndefined();
    app.cleanup();
  });
});

describe('visitor identifications move to the account', () => {
  test('on registering in the same browser', async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    const { id } = (await identify(browser, await photo())).data!;
    await browser.register('newcomer', { website: 'https://newcomer.example' });
    const [moved] = (await browser.api.identifications.get()).data!;
    expect(moved).toMatchObject({ id, uploaderName: 'newcomer', uploaderWebsite: 'https://newcomer.example' });
    expect((await browser.api.user.get()).data!.identificationCount).toBe(1);
    // The account's own free quota is untouched by what the visitor used.
    expect((await browser.api['free-identifications-count'].get()).data).toEqual({ count: 0 });
    app.cleanup();
  });

  test('on logging in in the same browser, and never from another browser', async () => {
    const app = await identifyApp(provider.fake);
    await app.client().register('diver');
    const browser = app.client();
    const { id } = (await identify(browser, await photo())).data!;
    const elsewhere = app.client();
    await identify(elsewhere, await photo(120, 80));
    expect((await browser.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
    const list = (await browser.api.identifications.get()).data!;
    expect(list.map((item) => item.id)).toEqual([id]);
    app.cleanup();
  });
});
