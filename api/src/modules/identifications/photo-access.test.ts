import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { speciesIdentifications } from '../../db/schema';
import { filesTestApp, ownedIdentification, pageOf, removeTestFolders, storedPhotos } from '../../../test-support/owned-identifications';
import { insertIdentification, withAdmin } from '../../../test-support/admin-fixtures';
import { fakeProvider, identify, identifyApp, photo } from '../../../test-support/identify';
import { VISITOR_COOKIE } from './visitor';

const provider = fakeProvider();
beforeAll(() => provider.start());
afterEach(() => provider.reset());
afterAll(() => {
  provider.stop();
  removeTestFolders();
});

async function memberWithPhoto() {
  const app = await filesTestApp();
  const member = app.client();
  await member.register('diver');
  const { row, photos } = await ownedIdentification(app, 'diver');
  return { ...app, member, row, photos };
}

const setRow = (app: Awaited<ReturnType<typeof memberWithPhoto>>, changes: Partial<typeof speciesIdentifications.$inferInsert>) =>
  app.ctx.db.update(speciesIdentifications).set(changes);

describe('stored photos', () => {
  test('a private photo is served to its owner with private, no-store; a published web copy may be cached by anyone', async () => {
    const app = await memberWithPhoto();
    const privateCopy = await app.page(app.photos.imageUrl, app.member);
    expect(privateCopy.status).toBe(200);
    expect(privateCopy.headers.get('cache-control')).toBe('private, no-store');
    expect((await app.page(app.photos.imageHighResUrl, app.member)).headers.get('cache-control')).toBe('private, no-store');

    await setRow(app, { isPublished: true, catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    const published = await app.page(app.photos.imageUrl);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The alias address answers the same; the high-resolution copy stays private, to its owner only.
    expect((await app.page(app.photos.imageUrl.replace('/uploads/', '/public/uploads/'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.page(app.photos.imageHighResUrl, app.member)).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.page(app.photos.imageHighResUrl)).status).toBe(404);
  });

  test('a private photo is shown to its owner and to admins; to anyone else with its address it does not exist', async () => {
    const app = await withAdmin(await memberWithPhoto());
    const stranger = app.client();
    await stranger.register('stranger');
    for (const url of [app.photos.imageUrl, app.photos.imageHighResUrl]) {
      expect((await app.page(url, app.member)).status).toBe(200);
      expect((await app.page(url, app.admin)).status).toBe(200);
      expect((await app.page(url, stranger)).status).toBe(404);
      expect((await app.page(url)).status).toBe(404);
    }
    // A signed-out owner is anyone.
    expect((await app.member.api.logout.post()).status).toBe(204);
    expect((await app.page(app.photos.imageUrl, app.member)).status).toBe(404);
  });

  test('a visitor sees the photos its own browser uploaded, another visitor or a forged cookie does not', async () => {
    const app = await identifyApp(provider.fake);
    const page = pageOf(app);
    const uploadAs = async (visitor: ReturnType<typeof app.client>) => {
      const response = await identify(visitor, await photo(300, 200));
      expect(response.status).toBe(201);
      const [row] = await app.sql<{ url: string }>`SELECT image_url AS url FROM species_identifications WHERE id = ${response.data!.id}`;
      return row!.url;
    };
    const visitor = app.client();
    const other = app.client();
    const mine = await uploadAs(visitor);
    const theirs = await uploadAs(other);
    expect((await page(mine, visitor)).status).toBe(200);
    expect((await page(theirs, other)).status).toBe(200);
    expect((await page(mine, other)).status).toBe(404);
    expect((await page(theirs, visitor)).status).toBe(404);

    // The visitor id alone, or signed with another secret, is not the cookie.
    const [visitorId, signature] = visitor.cookies.get(VISITOR_COOKIE)!.split('.');
    const forger = app.client();
    forger.cookies.set(VISITOR_COOKIE, visitorId!);
    expect((await page(mine, forger)).status).toBe(404);
    forger.cookies.set(VISITOR_COOKIE, `${visitorId}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`);
    expect((await page(mine, forger)).status).toBe(404);

    // Registering in the same browser makes the photo the account's: it stays visible there.
    await visitor.register('diver');
    visitor.cookies.delete(VISITOR_COOKIE);
    expect((await page(mine, visitor)).status).toBe(200);
    app.cleanup();
  });

  test('a trashed identification’s photos stop answering anyone but its owner at once, published or not', async () => {
    const app = await memberWithPhoto();
    await setRow(app, { trashedAt: new Date(), isPublished: true, catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    expect((await app.page(app.photos.imageUrl)).status).toBe(404);
    expect((await app.page(app.photos.imageHighResUrl)).status).toBe(404);
    const owned = await app.page(app.photos.imageUrl, app.member);
    expect(owned.status).toBe(200);
    expect(owned.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a photo that belongs to nobody answers only while published; one no identification names never', async () => {
    const app = await filesTestApp();
    const photos = await storedPhotos(app.dataDir, 7);
    await insertIdentification(app, { imageUrl: photos.imageUrl, imageHighResUrl: photos.imageHighResUrl });
    expect((await app.page(photos.imageUrl)).status).toBe(404);
    await app.ctx.db.update(speciesIdentifications).set({ isPublished: true });
    expect((await app.page(photos.imageUrl)).status).toBe(200);
    const orphan = await storedPhotos(app.dataDir, 9);
    expect((await app.page(orphan.imageUrl)).status).toBe(404);
  });
});
