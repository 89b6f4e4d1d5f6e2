import { afterAll, describe, expect, test } from 'bun:test';
import { filesTestApp, ownedIdentification, removeTestFolders } from '../../../test-support/owned-identifications';
import { makeAdmin } from '../../../test-support/identify';
import { addPhotos } from '../../../test-support/sightings';

afterAll(removeTestFolders);

/** A signed-in owner with one unpublished identification whose photos are stored. */
async function ownerWithIdentification() {
  const app = await filesTestApp();
  const owner = app.client();
  await owner.register('diver');
  const { row, photos } = await ownedIdentification(app, 'diver', {
    speciesName: 'Clark’s Anemonefish',
    scientificName: 'Amphiprion clarkii',
    description: 'An orange and black anemonefish with three white bands.',
    uploaderName: 'diver',
    uploaderWebsite: 'https://diver.example',
  });
  return { ...app, owner, row, photos, share: `/api/identifications/${row.id}/share` };
}

const tokenOf = (url: string) => new URL(url).pathname.replace('/shared/', '');

describe('share links', () => {
  test('the first share makes an unlisted link with a 128-bit token; sharing again gives the same link', async () => {
    const app = await ownerWithIdentification();
    expect(await (await app.owner.get(app.share)).json()).toEqual({ url: null });

    const first = await app.owner.post(app.share);
    expect(first.status).toBe(200);
    const { url } = await first.json();
    expect(url).toMatch(/^http:\/\/localhost:4321\/shared\/[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(tokenOf(url), 'base64url')).toHaveLength(16);

    expect(await (await app.owner.post(app.share)).json()).toEqual({ url });
    expect(await (await app.owner.get(app.share)).json()).toEqual({ url });
    // Another identification gets a link of its own.
    const { row: other } = await ownedIdentification(app, 'diver');
    const { url: otherUrl } = await (await app.owner.post(`/api/identifications/${other.id}/share`)).json();
    expect(otherUrl).not.toBe(url);
  });

  test('the page shows the result and the photo to anyone with the link, noindex and without e-mail or name', async () => {
    const app = await ownerWithIdentification();
    const { url } = await (await app.owner.post(app.share)).json();
    const path = new URL(url).pathname;

    const page = await app.page(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<title>Clark’s Anemonefish | ReefID</title>');
    expect(html).toContain('data-testid="result-display"');
    expect(html).toContain('An orange and black anemonefish with three white bands.');
    expect(html).toContain(`<img src="${path}/photo"`);
    // Nothing that names the uploader or where the stored file lives.
    expect(html).not.toContain('@example.com');
    expect(html).not.toContain('diver');
    expect(html).not.toContain('/uploads/');
    expect(html).not.toContain('rel="canonical"');

    const photo = await app.page(`${path}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(Buffer.from(await photo.arrayBuffer()).equals(app.photos.web)).toBe(true);
  });

  test('the page dates the sighting by the day its photo was taken, not by its upload, and gives no hour', async () => {
    const app = await filesTestApp();
    const owner = app.client();
    await owner.register('dater');
    const { row } = await ownedIdentification(app, 'dater', { observedAt: '2025-06-14T09:41:07' });
    const { url } = await (await owner.post(`/api/identifications/${row.id}/share`)).json();
    const html = await (await app.page(new URL(url).pathname)).text();
    expect(html).toContain('Seen on 14 June 2025');
    expect(html).not.toContain('09:41');
    expect(html).not.toContain('Identified on');
  });

  test("the page is in the reader's language: the lang cookie's, else Accept-Language's, else English", async () => {
    const app = await filesTestApp();
    const owner = app.client();
    await owner.register('linguist');
    const { row } = await ownedIdentification(app, 'linguist', { observedAt: '2025-06-14' });
    const path = new URL((await (await owner.post(`/api/identifications/${row.id}/share`)).json()).url).pathname;
    const german = await (await app.page(path, undefined, { 'accept-language': 'de-DE,de;q=0.9' })).text();
    expect(german).toStartWith('<!doctype html><html lang="de">');
    expect(german).toContain('Geteilte Bestimmung · nicht im öffentlichen Katalog');
    expect(german).toContain('Gesehen am 14. Juni 2025');
    expect(german).toContain('<a class="btn" href="/de/identification">Eigenes Foto bestimmen</a>');
    for (const english of ['Shared identification', 'Seen on', 'Identify Your Own Photo']) expect(german).not.toContain(english);
    const french = await (await app.page(path, undefined, { cookie: 'lang=fr', 'accept-language': 'de' })).text();
    expect(french).toStartWith('<!doctype html><html lang="fr">');
    expect(french).toContain('Identification partagée');
    const english = await (await app.page(path)).text();
    expect(english).toStartWith('<!doctype html><html lang="en">');
    expect(english).toContain('Shared identification · not listed in the public catalogue');
    expect(english).toContain('<a class="btn" href="/identification">Identify Your Own Photo</a>');
  });

  test('the page gives every photo of the sighting through the link, cover first; a revoked link takes them all', async () => {
    const app = await ownerWithIdentification();
    const photos = await addPhotos(app.ctx, app.row.id, 2);
    const { url } = await (await app.owner.post(app.share)).json();
    const path = new URL(url).pathname;
    const html = await (await app.page(path)).text();
    const addresses = [`${path}/photo`, `${path}/photo/1`, `${path}/photo/2`];
    for (const address of addresses) expect(html).toContain(`src="${address}"`);
    expect(html).not.toContain('/uploads/');
    for (const [i, address] of addresses.entries()) {
      const photo = await app.page(address);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      const stored = await Bun.file(`${app.dataDir}/${photos[i]!.imageUrl.slice(1)}`).bytes();
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(stored);
    }
    expect((await app.page(`${path}/photo/3`)).status).toBe(404);

    expect((await app.owner.delete(app.share)).status).toBe(204);
    for (const address of addresses) expect((await app.page(address)).status).toBe(404);
  });

  test('an owner who offers the photo to the catalogue is credited by name with the licence, as on species pages', async () => {
    const app = await ownerWithIdentification();
    expect((await app.owner.post(`/api/identifications/${app.row.id}/consent`, { allow: true, licence: 'CC-BY-4.0' })).status).toBe(200);
    const { url } = await (await app.owner.post(app.share)).json();
    const html = await (await app.page(new URL(url).pathname)).text();
    expect(html).toContain('diver');
    expect(html).toContain('CC BY 4.0');
    expect(html).not.toContain('@example.com');
  });

  test('revoking answers 204; the page and the photo answer 404 at once; sharing again makes a new link', async () => {
    const app = await ownerWithIdentification();
    const { url } = await (await app.owner.post(app.share)).json();
    const path = new URL(url).pathname;
    expect((await app.page(path)).status).toBe(200);

    const revoked = await app.owner.delete(app.share);
    expect(revoked.status).toBe(204);
    const page = await app.page(path);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('404 Page Not Found');
    expect((await app.page(`${path}/photo`)).status).toBe(404);
    expect(await (await app.owner.get(app.share)).json()).toEqual({ url: null });
    expect((await app.owner.delete(app.share)).status).toBe(204);

    const { url: again } = await (await app.owner.post(app.share)).json();
    expect(again).not.toBe(url);
    expect((await app.page(new URL(again).pathname)).status).toBe(200);
    expect((await app.page(path)).status).toBe(404);
  });

  test('another user, an admin and a visitor get the same 404 as for a missing identification', async () => {
    const app = await ownerWithIdentification();
    const { url } = await (await app.owner.post(app.share)).json();
    const stranger = app.client();
    await stranger.register('stranger');
    const admin = app.client();
    await admin.register('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const visitor = app.client();
    for (const someone of [stranger, admin, visitor]) {
      for (const call of [someone.get(app.share), someone.post(app.share), someone.delete(app.share)]) {
        const response = await call;
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'identifications.not_found', message: 'Identification not found' });
      }
    }
    expect((await app.owner.post('/api/identifications/999999/share')).status).toBe(404);
    expect((await app.owner.post('/api/identifications/first/share')).status).toBe(400); // not an id
    // Nobody else could revoke it.
    expect((await app.page(new URL(url).pathname)).status).toBe(200);
  });

  test('a trashed identification cannot be shared, and its live link answers 404', async () => {
    const app = await ownerWithIdentification();
    const { url } = await (await app.owner.post(app.share)).json();
    expect((await app.owner.post(`/api/identifications/${app.row.id}/trash`)).status).toBe(204);
    expect((await app.owner.post(app.share)).status).toBe(404);
    expect((await app.page(new URL(url).pathname)).status).toBe(404);
    expect((await app.page(`${new URL(url).pathname}/photo`)).status).toBe(404);
  });

  test('made-up and malformed links answer 404', async () => {
    const app = await ownerWithIdentification();
    await app.owner.post(app.share);
    for (const path of ['/shared/', '/shared/AAAAAAAAAAAAAAAAAAAAAA', '/shared/AAAAAAAAAAAAAAAAAAAAAA/photo', '/shared/..%2F..%2Fetc', '/shared/x/y/z']) {
      expect((await app.page(path)).status).toBe(404);
    }
  });
});
