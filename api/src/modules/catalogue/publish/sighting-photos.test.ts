import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { photoStore, uploadsDir } from '../../../lib/storage';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../../../../test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../../../test-support/catalogue-site';
import { pageOf } from '../../../../test-support/owned-identifications';
import { addPhotos } from '../../../../test-support/sightings';
import { publish } from './service';
import { fakeCdn } from '../../../../test-support/fake-cdn';
import { shownCards } from '../../../../test-support/discover-cards';

afterAll(stopCatalogueSites);


/** Waits until the CDN has been told `count` purges (sent after the pages are live, without holding them up). */
async function purges(cdn: ReturnType<typeof fakeCdn>, count: number) {
  for (let i = 0; i < 300 && cdn.told.length < count; i++) await Bun.sleep(10);
  expect(cdn.told).toHaveLength(count);
}

/** A member's published sighting of two photos, on its taxon's species page, served as the server serves it. */
async function publishedSighting() {
  const cdn = fakeCdn();
  const app = await catalogueTestApp(NO_REBUILD);
  app.ctx.config.catalogue.purgeUrl = cdn.url;
  await writeFixturePhotos(photoStore(app.ctx.config));
  const member = app.client();
  const { id: userId } = await member.register('diver');
  const [id] = await insertFixtures(app.ctx.db, fixtureIdentifications(1, { published: false }));
  await app.sql`UPDATE species_identifications SET user_id = ${userId}`;
  const [cover, second] = await addPhotos(app.ctx, id!, 1);
  const { pageSlug } = await publish(app.ctx, id!);
  // The card's thumbnails are made right after the publish returns; the lists and the CDN follow them.
  await app.site.listed();
  expect(cdn.told.length).toBeGreaterThanOrEqual(1);
  cdn.told.length = 0;
  const speciesPage = async () => (await app.get(`/species/${pageSlug}`)).text();
  return { ...app, cdn, member, id: id!, cover: cover!, second: second!, slug: pageSlug!, speciesPage, page: pageOf(app) };
}

describe('a published sighting of several photos', () => {
  test('its public record, species page and photo addresses give every photo; one removed leaves them at once', async () => {
    const app = await publishedSighting();
    try {
      const record = (await app.client().api.public.species({ slug: app.slug }).get()).data!;
      expect(record.photos.map((photo) => photo.imageUrl)).toEqual([app.cover.imageUrl, app.second.imageUrl]);
      expect(record.photos[0]).toEqual({ imageUrl: app.cover.imageUrl, width: 320, height: 240 });
      expect(await app.speciesPage()).toContain(`src="${app.second.imageUrl}"`);
      expect((await app.page(app.second.imageUrl)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      expect((await app.member.api.identifications({ id: app.id }).photos({ index: 1 }).delete()).status).toBe(200);
      // As soon as the call returns: gone from the page, the record and its address, for anyone.
      expect(await app.speciesPage()).not.toContain(app.second.imageUrl);
      expect(await app.speciesPage()).toContain(`src="${app.cover.imageUrl}"`);
      const after = (await app.client().api.public.species({ slug: app.slug }).get()).data!;
      expect(after.photos.map((photo) => photo.imageUrl)).toEqual([app.cover.imageUrl]);
      expect((await app.page(app.second.imageUrl)).status).toBe(404);
      expect((await app.page(app.second.imageUrl, app.member)).status).toBe(404);
      // The CDN is told to drop the page and both addresses of the photo.
      await purges(app.cdn, 1);
      expect(app.cdn.told[0]).toEqual(expect.arrayContaining([`/species/${app.slug}`, app.second.imageUrl, `/public${app.second.imageUrl}`]));
      expect(app.cdn.told[0]).not.toContain(app.cover.imageUrl);
    } finally {
      app.cdn.stop();
    }
  });

  test('a new cover becomes its card: thumbnails made of it, the old cover’s deleted, the page and record follow', async () => {
    const app = await publishedSighting();
    try {
      const thumbs = (url: string) => {
        const name = url.split('/').pop()!.replace(/\.jpg$/, '');
        return ['240.avif', '240.webp', '480.avif', '480.webp'].map((size) => join(uploadsDir(app.dataDir), 'thumbs', `${name}-${size}`));
      };
      expect(thumbs(app.cover.imageUrl).every(existsSync)).toBe(true);
      expect((await app.member.api.identifications({ id: app.id }).cover.put({ index: 1 })).status).toBe(200);
      expect(thumbs(app.second.imageUrl).every(existsSync)).toBe(true);
      expect(thumbs(app.cover.imageUrl).some(existsSync)).toBe(false);
      const record = (await app.client().api.public.species({ slug: app.slug }).get()).data!;
      const newCard = `/uploads/thumbs/${app.second.imageUrl.split('/').pop()!.replace(/\.jpg$/, '')}-240.webp`;
      expect(record.imageUrl).toBe(app.second.imageUrl);
      expect(record.thumbnail?.src).toBe(newCard);
      expect(record.photos.map((photo) => photo.imageUrl)).toEqual([app.second.imageUrl, app.cover.imageUrl]);
      await app.site.listed();
      const [card] = await shownCards(app.get);
      expect(card!.image!.src).toBe(newCard);
      // Both photos stay on the page and public.
      expect((await app.page(app.cover.imageUrl)).status).toBe(200);
    } finally {
      app.cdn.stop();
    }
  });
});
