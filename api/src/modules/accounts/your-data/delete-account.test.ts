import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueTestApp, stopCatalogueSites } from '../../../../test-support/catalogue-site';
import { fixtureIdentifications, insertFixtures, kebab } from '../../../../test-support/catalogue-fixtures';
import { filesTestApp, ownedIdentification, removeTestFolders } from '../../../../test-support/owned-identifications';
import { catalogue } from '../../catalogue';
import { makeAdmin } from '../../../../test-support/identify';
import type { TestClient } from '../../../../test-support/harness';
import { WRONG_PASSWORD } from './delete';
const { publish } = catalogue;

afterEach(stopCatalogueSites);
afterAll(removeTestFolders);

const deleteAccount = (client: TestClient, password: string) => client.api.account.delete({ password });

/** How many rows of a table mention the user. */
/** The file a stored photo's address names under DATA_DIR. */
const fileOf = (app: Awaited<ReturnType<typeof filesTestApp>>, url: string) => join(app.dataDir, url.replace(/^\/uploads/, 'uploads'));

async function rowsOf(app: Awaited<ReturnType<typeof filesTestApp>>, table: string, column: string, value: number | string): Promise<number> {
  const [row] = await app.sql<{ n: number }>`SELECT CAST(count(*) AS INTEGER) AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`;
  return row!.n;
}

describe('DELETE /api/account', () => {
  test('removes the user, sessions, identifications, photos and share links, and signs out', async () => {
    const app = await filesTestApp();
    const laptop = app.client();
    const me = await laptop.register('diver');
    const phone = app.client();
    await phone.api.login.post({ username: 'diver', password: 'secret-pass' });
    const kept = await ownedIdentification(app, 'diver');
    const trashed = await ownedIdentification(app, 'diver', { trashedAt: new Date() });
    const { url } = (await laptop.api.identifications({ id: kept.row.id }).share.post()).data!;
    const other = app.client();
    await other.register('stranger');
    const theirs = await ownedIdentification(app, 'stranger');
    const files = [kept.photos.imageUrl, kept.photos.imageHighResUrl, trashed.photos.imageUrl, trashed.photos.imageHighResUrl].map(
      (imageUrl) => fileOf(app, imageUrl),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    const response = await deleteAccount(laptop, 'secret-pass');
    expect(response.status).toBe(204);
    expect(response.response.headers.getSetCookie().join()).toMatch(/session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect((await laptop.api.user.get()).status).toBe(401);
    expect((await phone.api.user.get()).status).toBe(401);

    expect(await rowsOf(app, 'users', 'id', me.id)).toBe(0);
    expect(await rowsOf(app, 'sessions', 'user_id', me.id)).toBe(0);
    expect(await rowsOf(app, 'species_identifications', 'user_id', me.id)).toBe(0);
    expect(await rowsOf(app, 'share_links', 'identification_id', kept.row.id)).toBe(0);
    expect(await rowsOf(app, 'share_links', 'identification_id', trashed.row.id)).toBe(0);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect((await app.page(new URL(url).pathname)).status).toBe(404);
    expect((await app.client().api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(401);

    // Nobody else's data goes with it.
    expect((await other.api.identifications({ id: theirs.row.id }).get()).status).toBe(200);
    const left = readdirSync(join(app.dataDir, 'uploads/identifications'));
    expect(left.sort()).toEqual([theirs.photos.imageUrl, theirs.photos.imageHighResUrl].map((u) => u.split('/').at(-1)!).sort());
  });

  test('a wrong or missing password deletes nothing and says why; a visitor gets 401', async () => {
    const app = await filesTestApp();
    const me = app.client();
    const user = await me.register('diver');
    const { photos } = await ownedIdentification(app, 'diver');

    const wrong = await deleteAccount(me, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(wrong.error?.value).toEqual({ code: 'account.delete_wrong_password', message: WRONG_PASSWORD });
    expect((await deleteAccount(me, '')).status).toBe(403);
    // Raw: no password in the body, and no body at all, which the typed client would not send.
    expect((await me.request('DELETE', '/api/account', {})).status).toBe(400);
    expect((await me.request('DELETE', '/api/account')).status).toBe(400);
    expect((await me.api.user.get()).status).toBe(200);
    expect(await rowsOf(app, 'species_identifications', 'user_id', user.id)).toBe(1);
    expect(existsSync(fileOf(app, photos.imageHighResUrl))).toBe(true);
    expect((await deleteAccount(app.client(), 'secret-pass')).status).toBe(401);
  });

  test('wrong passwords count with failed logins: after ten, it waits', async () => {
    const app = await filesTestApp();
    const me = app.client();
    await me.register('diver');
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      // A minute apart: past the growing delay of the account, within the window of the address.
      app.setNow(new Date(start + i * 60_000));
      expect((await deleteAccount(me, `guess-${i}`)).status).toBe(403);
    }
    app.setNow(new Date(start + 10 * 60_000));
    const throttled = await deleteAccount(me, 'secret-pass');
    expect(throttled.status).toBe(429);
    expect(throttled.response.headers.get('retry-after')).toBeTruthy();
    expect((await me.api.user.get()).status).toBe(200);
  });

  test('an admin account cannot delete itself', async () => {
    const app = await filesTestApp();
    const admin = app.client();
    await admin.register('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const refused = await deleteAccount(admin, 'secret-pass');
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({ code: 'account.admin_cannot_be_deleted', message: 'Admin accounts cannot be deleted' });
    expect((await admin.api.user.get()).status).toBe(200);
  });

  test("the account's published photos leave their species pages at once; a page with no photo left answers 404", async () => {
    const app = await catalogueTestApp({ rebuildDebounceMs: 60_000 });
    const me = app.client();
    const user = await me.register('diver');
    const other = app.client();
    const stranger = await other.register('stranger');
    const [a, b, c] = fixtureIdentifications(3, { published: false });
    const shared = { ...b!, speciesName: a!.speciesName, scientificName: a!.scientificName };
    const [mine, theirs, alone] = await insertFixtures(app.ctx.db, [a!, shared, c!]);
    const owners: Array<[number, number]> = [[mine!, user.id], [theirs!, stranger.id], [alone!, user.id]];
    for (const [id, owner] of owners) await app.sql`UPDATE species_identifications SET user_id = ${owner} WHERE id = ${id}`;
    for (const id of [mine!, theirs!, alone!]) await publish(app.ctx, id);
    const sharedPage = `/species/${kebab(a!.scientificName)}`;
    const alonePage = `/species/${kebab(c!.scientificName)}`;
    const before = await (await app.get(sharedPage)).text();
    expect(before).toContain(a!.imageUrl);
    expect(before).toContain(b!.imageUrl);
    expect((await app.get(alonePage)).status).toBe(200);

    expect((await deleteAccount(me, 'secret-pass')).status).toBe(204);
    const after = await app.get(sharedPage);
    expect(after.status).toBe(200);
    const html = await after.text();
    expect(html).not.toContain(a!.imageUrl);
    expect(html).toContain(b!.imageUrl);
    expect((await app.get(alonePage)).status).toBe(404);
    // Discover follows right after.
    await app.site.listed();
    expect(await (await app.get('/discover')).text()).not.toContain(alonePage);
  });
});
