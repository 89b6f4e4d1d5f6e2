import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { photoKey, photoStore } from '../../lib/storage';
import { fakeProvider, identify, identifyApp, photo } from '../../../test-support/identify';
import { pageOf } from '../../../test-support/owned-identifications';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { addPhotos } from '../../../test-support/sightings';
import { catalogue } from '../catalogue';
import { emptyTrash, TRASH_KEEPS_FILES_MS } from './trash';
const { makeCardThumbnail } = catalogue;

const provider = fakeProvider();
let bucket: Awaited<ReturnType<typeof startTestBucket>>;
beforeAll(async () => {
  provider.start();
  bucket = await startTestBucket('photos');
});
afterEach(() => provider.reset());
afterAll(async () => {
  provider.stop();
  await bucket.stop();
});

/** The object an /uploads/ address is kept as: its key under the bucket's prefix. */
const objectOf = (url: string) => `photos/${photoKey(url)}`;

/** A member's identification uploaded to an app whose STORAGE_URL is the test bucket; `page` answers as the server does. */
async function uploaded() {
  const app = await identifyApp(provider.fake, bucket.env);
  const page = pageOf(app);
  const owner = app.client();
  await owner.register('diver');
  const response = await identify(owner, await photo(300, 200));
  expect(response.status).toBe(201);
  const { id } = response.data!;
  const [urls] = await app.sql<{ web: string; highRes: string }>`SELECT image_url AS web, image_high_res_url AS "highRes" FROM species_identifications WHERE id = ${id}`;
  return { ...app, page, owner, id, urls: urls! };
}

describe('photos kept in an S3 bucket (STORAGE_URL)', () => {
  test('a sighting’s other photos are objects too: one removed goes from the bucket, and the rest go with the identification', async () => {
    const app = await uploaded();
    const [, second, third] = await addPhotos(app.ctx, app.id, 2);
    const objects = (photo: { imageUrl: string; imageHighResUrl: string }) => [objectOf(photo.imageUrl), objectOf(photo.imageHighResUrl)];
    expect(await bucket.keys()).toEqual(expect.arrayContaining([...objects(second!), ...objects(third!)]));
    expect((await app.page(third!.imageUrl, app.owner)).status).toBe(200);

    expect((await app.owner.api.identifications({ id: app.id }).photos({ index: 1 }).delete()).status).toBe(200);
    const afterRemoval = await bucket.keys();
    for (const key of objects(second!)) expect(afterRemoval).not.toContain(key);
    expect(afterRemoval).toEqual(expect.arrayContaining(objects(third!)));

    expect((await app.owner.api.identifications({ id: app.id }).delete()).status).toBe(204);
    const left = await bucket.keys();
    for (const key of [...objects(third!), objectOf(app.urls.web), objectOf(app.urls.highRes)]) expect(left).not.toContain(key);
    app.cleanup();
  });

  test('an upload stores both copies as objects under the prefix, with the same addresses, and nothing on disk', async () => {
    const app = await uploaded();
    expect(app.urls.web).toMatch(/^\/uploads\/identifications\/[0-9a-f-]{36}\.jpg$/);
    expect(app.urls.highRes).toMatch(/^\/uploads\/identifications\/[0-9a-f-]{36}\.jpg$/);
    expect(await bucket.keys()).toEqual(expect.arrayContaining([objectOf(app.urls.web), objectOf(app.urls.highRes)]));
    expect(existsSync(join(app.dataDir, 'uploads'))).toBe(false);
    app.cleanup();
  });

  test('the app serves a private photo from the bucket, private, no-store; another user cannot look it up', async () => {
    const app = await uploaded();
    const served = await app.page(app.urls.web, app.owner);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(await photoStore(app.ctx.config).read(photoKey(app.urls.web)!)).toEqual(bytes);

    const stranger = app.client();
    await stranger.register('stranger');
    expect((await stranger.api.identifications({ id: app.id }).get()).status).toBe(404);
    expect((await app.page(app.urls.web, stranger)).status).toBe(404);
    expect((await app.page('/uploads/identifications/00000000-0000-4000-8000-000000000000.jpg')).status).toBe(404);
    app.cleanup();
  });

  test('card thumbnails are made from the bucket into it, and served as public', async () => {
    const app = await uploaded();
    const thumbnail = await makeCardThumbnail(photoStore(app.ctx.config), app.urls.web);
    expect(thumbnail?.src).toMatch(/^\/uploads\/thumbs\/[0-9a-f-]{36}-240\.webp$/);
    const name = app.urls.web.split('/').at(-1)!.replace('.jpg', '');
    const thumbs = ['240.avif', '240.webp', '480.avif', '480.webp'].map((size) => `photos/thumbs/${name}-${size}`);
    expect(await bucket.keys()).toEqual(expect.arrayContaining(thumbs));
    const served = await app.page(thumbnail!.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    app.cleanup();
  });

  test('the shared page and the account export read the photo from the bucket', async () => {
    const app = await uploaded();
    const { url } = (await app.owner.api.identifications({ id: app.id }).share.post()).data!;
    const shared = await app.page(`${new URL(url).pathname}/photo`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(shared.headers.get('content-type')).toBe('image/jpeg');

    // Raw: the export is a binary zip, which the typed client would read as text.
    const exported = await app.owner.get('/api/account/export');
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const original = await photoStore(app.ctx.config).read(photoKey(app.urls.highRes)!);
    expect(new Uint8Array(files[`images/${app.id}.jpg`]!)).toEqual(new Uint8Array(original!));
    app.cleanup();
  });

  test('trashing hides the photo from all but its owner at once; emptying the trash deletes its objects, thumbnails included', async () => {
    const app = await uploaded();
    const start = new Date();
    app.setNow(start);
    await makeCardThumbnail(photoStore(app.ctx.config), app.urls.web);
    const name = app.urls.web.split('/').at(-1)!.replace('.jpg', '');
    expect((await app.owner.api.identifications({ id: app.id }).trash.post()).status).toBe(204);
    expect((await app.page(app.urls.web)).status).toBe(404);
    expect((await app.page(app.urls.web, app.owner)).status).toBe(200);
    expect(await bucket.keys()).toContain(objectOf(app.urls.web));

    app.setNow(new Date(start.getTime() + TRASH_KEEPS_FILES_MS + 1));
    expect(await emptyTrash(app.ctx)).toBe(1);
    const left = await bucket.keys();
    expect(left.filter((key) => key === objectOf(app.urls.web) || key === objectOf(app.urls.highRes) || key.includes(name))).toEqual([]);
    app.cleanup();
  });

  test('deleting an identification deletes its objects at once', async () => {
    const app = await uploaded();
    expect((await app.owner.api.identifications({ id: app.id }).delete()).status).toBe(204);
    const left = await bucket.keys();
    expect(left).not.toContain(objectOf(app.urls.web));
    expect(left).not.toContain(objectOf(app.urls.highRes));
    expect((await app.page(app.urls.web, app.owner)).status).toBe(404);
    app.cleanup();
  });
});
