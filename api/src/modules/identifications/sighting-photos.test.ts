import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { speciesIdentifications } from '../../db/schema';
import { withAdmin } from '../../../test-support/admin-fixtures';
import { filesTestApp, ownedIdentification, removeTestFolders } from '../../../test-support/owned-identifications';
import { addPhotos } from '../../../test-support/sightings';
import { LAST_PHOTO } from './sighting-photos';
import { emptyTrash, TRASH_KEEPS_FILES_MS } from './trash';

afterAll(removeTestFolders);

/** A member's sighting of three photos (a cover and two more), every copy stored on disk. */
async function sightingOfThree() {
  const app = await withAdmin(await filesTestApp());
  const member = app.client();
  await member.register('diver');
  const { row } = await ownedIdentification(app, 'diver');
  const photos = await addPhotos(app.ctx, row.id, 2);
  const files = (urls: string[]) => urls.map((url) => join(app.dataDir, url.replace(/^\/uploads/, 'uploads')));
  const filesOf = (photo: { imageUrl: string; imageHighResUrl: string }) => files([photo.imageUrl, photo.imageHighResUrl]);
  const urls = `/api/identifications/${row.id}`;
  return { ...app, member, id: row.id, photos, filesOf, everyFile: photos.flatMap(filesOf), urls };
}

const webCopies = (answer: { photos: Array<{ imageUrl: string }> }) => answer.photos.map((photo) => photo.imageUrl);

describe('PUT /api/identifications/:id/cover', () => {
  test('the chosen photo becomes the cover, the others keep their order, and the row’s cover follows', async () => {
    const app = await sightingOfThree();
    const [a, b, c] = app.photos.map((photo) => photo.imageUrl) as [string, string, string];
    const changed = await app.member.api.identifications({ id: app.id }).cover.put({ index: 2 });
    expect(changed.status).toBe(200);
    const answer = changed.data!;
    expect(webCopies(answer)).toEqual([c, a, b]);
    expect(answer.imageUrl).toBe(c);
    const read = (await app.member.api.identifications({ id: app.id }).get()).data!;
    expect(webCopies(read)).toEqual([c, a, b]);
    expect(read.imageUrl).toBe(c);
    // Index 1 of what is now shown is a: it comes first, c (the cover before) keeps its place before b.
    expect(webCopies(await (await app.member.put(`${app.urls}/cover`, { index: 1 })).json())).toEqual([a, c, b]);
  });

  test('owner only: another member and an admin get 404, a visitor 401; an index naming no photo 404, a malformed one 400', async () => {
    const app = await sightingOfThree();
    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.put(`${app.urls}/cover`, { index: 1 })).status).toBe(404);
    expect((await app.admin.put(`${app.urls}/cover`, { index: 1 })).status).toBe(404);
    expect((await app.client().put(`${app.urls}/cover`, { index: 1 })).status).toBe(401);
    const missing = await app.member.put(`${app.urls}/cover`, { index: 3 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('This identification has no photo at that place');
    for (const index of [-1, 1.5, 'one', null]) expect((await app.member.put(`${app.urls}/cover`, { index })).status).toBe(400);
    // Nothing changed.
    expect(webCopies((await app.member.api.identifications({ id: app.id }).get()).data!)).toEqual(app.photos.map((photo) => photo.imageUrl));
  });
});

describe('DELETE /api/identifications/:id/photos/:index', () => {
  test('removing the cover makes the next photo the cover; its files go and its address answers no one', async () => {
    const app = await sightingOfThree();
    const [a, b, c] = app.photos;
    const removed = await app.member.api.identifications({ id: app.id }).photos({ index: 0 }).delete();
    expect(removed.status).toBe(200);
    const answer = removed.data!;
    expect(webCopies(answer)).toEqual([b!.imageUrl, c!.imageUrl]);
    expect(answer.imageUrl).toBe(b!.imageUrl);
    expect(app.filesOf(a!).some(existsSync)).toBe(false);
    expect([...app.filesOf(b!), ...app.filesOf(c!)].every(existsSync)).toBe(true);
    expect((await app.page(a!.imageUrl, app.member)).status).toBe(404);
    expect((await app.page(b!.imageUrl, app.member)).status).toBe(200);
  });

  test('the last photo cannot be removed (409, and nothing is lost); a bad index is refused', async () => {
    const app = await sightingOfThree();
    expect((await app.member.delete(`${app.urls}/photos/2`)).status).toBe(200);
    expect((await app.member.delete(`${app.urls}/photos/1`)).status).toBe(200);
    const last = await app.member.delete(`${app.urls}/photos/0`);
    expect(last.status).toBe(409);
    expect((await last.json()).message).toBe(LAST_PHOTO);
    expect(app.filesOf(app.photos[0]!).every(existsSync)).toBe(true);
    expect(webCopies((await app.member.api.identifications({ id: app.id }).get()).data!)).toEqual([app.photos[0]!.imageUrl]);

    expect((await app.member.delete(`${app.urls}/photos/1`)).status).toBe(404);
    expect((await app.member.delete(`${app.urls}/photos/x`)).status).toBe(400);
    expect((await app.member.delete(`${app.urls}/photos/-1`)).status).toBe(400);
    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.delete(`${app.urls}/photos/0`)).status).toBe(404);
    expect((await app.client().delete(`${app.urls}/photos/0`)).status).toBe(401);
  });
});

describe('every photo of a sighting', () => {
  test('is private to its owner and admins, cover or not; published, every web copy is public', async () => {
    const app = await sightingOfThree();
    const stranger = app.client();
    await stranger.register('stranger');
    const second = app.photos[1]!;
    for (const url of [second.imageUrl, second.imageHighResUrl]) {
      expect((await app.page(url, app.member)).status).toBe(200);
      expect((await app.page(url, app.admin)).status).toBe(200);
      expect((await app.page(url, stranger)).status).toBe(404);
    }
    await app.ctx.db.update(speciesIdentifications).set({ isPublished: true, catalogueConsent: true, licence: 'CC-BY-4.0' });
    expect((await app.page(second.imageUrl)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.page(second.imageHighResUrl)).status).toBe(404);
  });

  test('the trash sweep deletes every photo’s files, and their addresses answer no one', async () => {
    const app = await sightingOfThree();
    app.setNow(new Date('2026-03-01T08:00:00Z'));
    expect((await app.member.api.identifications({ id: app.id }).trash.post()).status).toBe(204);
    app.setNow(new Date(Date.parse('2026-03-01T08:00:00Z') + TRASH_KEEPS_FILES_MS + 1));
    expect(await emptyTrash(app.ctx)).toBe(1);
    expect(app.everyFile.some(existsSync)).toBe(false);
    expect((await app.page(app.photos[2]!.imageUrl, app.member)).status).toBe(404);
    expect(await emptyTrash(app.ctx)).toBe(0);
  });

  test('deleting the identification deletes every photo’s files', async () => {
    const app = await sightingOfThree();
    expect(app.everyFile.every(existsSync)).toBe(true);
    expect((await app.member.api.identifications({ id: app.id }).delete()).status).toBe(204);
    expect(app.everyFile.some(existsSync)).toBe(false);
  });

  test('the account’s export holds every photo, cover first, and deleting the account deletes every photo’s files', async () => {
    const app = await sightingOfThree();
    const files = unzipSync(new Uint8Array(await (await app.member.get('/api/account/export')).arrayBuffer()));
    const names = [`images/${app.id}.jpg`, `images/${app.id}-2.jpg`, `images/${app.id}-3.jpg`];
    expect(Object.keys(files).filter((name) => name.startsWith('images/')).sort()).toEqual([...names].sort());
    // Each is the original (high-resolution copy) of that photo.
    const originals = await Promise.all(app.photos.map((photo) => Bun.file(app.filesOf(photo)[1]!).bytes()));
    names.forEach((name, i) => expect(files[name]).toEqual(originals[i]!));
    const [record] = JSON.parse(new TextDecoder().decode(files['identifications.json']));
    expect(record).toMatchObject({ image: names[0], images: names });

    expect((await app.member.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    expect(app.everyFile.some(existsSync)).toBe(false);
  });
});
