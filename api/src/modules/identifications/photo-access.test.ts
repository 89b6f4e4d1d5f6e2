import { afterAll, describe, expect, test } from 'bun:test';
import { speciesIdentifications } from '../../db/schema';
import { filesTestApp, ownedIdentification, removeTestFolders, storedPhotos } from '../../../test-support/owned-identifications';
import { insertIdentification } from '../../../test-support/admin-fixtures';

afterAll(removeTestFolders);

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
  test('a private photo is served with private, no-store; a published web copy may be cached by anyone', async () => {
    const app = await memberWithPhoto();
    const privateCopy = await app.page(app.photos.imageUrl);
    expect(privateCopy.status).toBe(200);
    expect(privateCopy.headers.get('cache-control')).toBe('private, no-store');
    expect((await app.page(app.photos.imageHighResUrl)).headers.get('cache-control')).toBe('private, no-store');

    await setRow(app, { isPublished: true, catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    expect((await app.page(app.photos.imageUrl)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The alias address answers the same; the high-resolution copy stays private.
    expect((await app.page(app.photos.imageUrl.replace('/uploads/', '/public/uploads/'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.page(app.photos.imageHighResUrl)).headers.get('cache-control')).toBe('private, no-store');
  });

  test('a trashed identification’s photos stop answering at once, before their files are deleted', async () => {
    const app = await memberWithPhoto();
    await setRow(app, { trashedAt: new Date() });
    expect((await app.page(app.photos.imageUrl)).status).toBe(404);
    expect((await app.page(app.photos.imageHighResUrl)).status).toBe(404);
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
