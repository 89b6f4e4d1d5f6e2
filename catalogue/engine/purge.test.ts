import { afterAll, describe, expect, test } from 'bun:test';
import { photoStore } from '../../api/src/lib/storage';
import { withAdmin } from '../../api/test-support/admin-fixtures';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { catalogue } from '../../api/src/modules/catalogue';
import { identificationsForCatalogue as identifications } from '../../api/src/modules/identifications';
import { fakeCdn } from '../../api/test-support/fake-cdn';

const { publish, unpublish } = catalogue;

afterAll(stopCatalogueSites);

/** Waits until `done` holds (the purge is sent after the page is live, without holding up the publish). */
async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i++) await Bun.sleep(10);
  expect(done()).toBe(true);
}


test('publish and unpublish tell CATALOGUE_PURGE_URL the paths that changed; a CDN that fails is logged and loses nothing', async () => {
  const cdn = fakeCdn();
  const app = await catalogueTestApp(NO_REBUILD);
  app.ctx.config.catalogue.purgeUrl = cdn.url;
  try {
    const [first, second] = await insertFixtures(app.ctx.db, fixtureIdentifications(2, { published: false }));
    const { pageSlug } = await publish(app.ctx, first!);
    await until(() => cdn.told.length === 1);
    expect(cdn.told[0]).toContain(`/species/${pageSlug}`);
    expect(cdn.told[0]).toEqual(expect.arrayContaining(['/', '/discover', '/sitemap.xml']));
    // Only what changed: the other, unpublished species is not named.
    expect(cdn.told[0]!.filter((path) => path.startsWith('/species/'))).toEqual([`/species/${pageSlug}`]);
    expect(cdn.told[0]!.some((path) => path.startsWith('/discover/names/'))).toBe(true);

    await unpublish(app.ctx, first!);
    await until(() => cdn.told.length === 2);
    expect(cdn.told[1]).toContain(`/species/${pageSlug}`);

    cdn.setDown(true);
    const { pageSlug: secondSlug } = await publish(app.ctx, second!);
    expect((await app.get(`/species/${secondSlug}`)).status).toBe(200);
    await until(() => app.logs.error.some((line) => String(line[0]).startsWith('Catalogue purge failed')));
    expect(cdn.told).toHaveLength(2);
  } finally {
    cdn.stop();
  }
});

describe('a photo that leaves the catalogue is purged from the CDN with its thumbnails', () => {
  /** Four published photos of one member, each with its web copy and Discover thumbnails stored. */
  async function publishedPhotos() {
    const cdn = fakeCdn();
    const app = await withAdmin(await catalogueTestApp(NO_REBUILD));
    app.ctx.config.catalogue.purgeUrl = cdn.url;
    await writeFixturePhotos(photoStore(app.ctx.config));
    const member = app.client();
    const { id: userId } = await member.register('diver');
    const ids = await insertFixtures(app.ctx.db, fixtureIdentifications(4, { published: false, species: 4 }));
    await app.sql`UPDATE species_identifications SET user_id = ${userId}`;
    for (const id of ids) await publish(app.ctx, id);
    // The card thumbnails are made right after each publish returns; the lists and the CDN follow them.
    await app.site.listed();
    const photos = new Map<number, { imageUrl: string; thumbnail: { src: string; avif: string; webp: string } }>();
    for (const id of ids) {
      const row = (await identifications.findPublishedById(app.ctx.db, id))!;
      photos.set(id, { imageUrl: row.imageUrl!, thumbnail: JSON.parse(row.cardThumbnail!) });
    }
    cdn.told.length = 0;
    /** What the CDN must be told of one photo: its web copy and every thumbnail, under both addresses. */
    const pathsOf = (id: number) => {
      const { imageUrl, thumbnail } = photos.get(id)!;
      const thumbs = [thumbnail.avif, thumbnail.webp].flatMap((srcset) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!));
      const paths = [...new Set([imageUrl, thumbnail.src, ...thumbs])];
      expect(paths.every((path) => path.startsWith('/uploads/'))).toBe(true);
      expect(thumbs).toHaveLength(4);
      return [...paths, ...paths.map((path) => `/public${path}`)];
    };
    /** The /uploads/ paths of the next purge. */
    const nextPurge = async () => {
      await until(() => cdn.told.length === 1);
      return cdn.told.splice(0)[0]!.filter((path) => path.includes('/uploads/')).sort();
    };
    return { ...app, cdn, member, ids: ids as [number, number, number, number], pathsOf, nextPurge };
  }

  test('unpublished, consent withdrawn, identification deleted, account deleted', async () => {
    const app = await publishedPhotos();
    try {
      const [unpublished, withdrawn, deleted, lastOne] = app.ids;

      await unpublish(app.ctx, unpublished);
      expect(await app.nextPurge()).toEqual(app.pathsOf(unpublished).sort());

      expect((await app.member.api.identifications({ id: withdrawn! }).consent.post({ allow: false })).status).toBe(200);
      expect(await app.nextPurge()).toEqual(app.pathsOf(withdrawn).sort());

      expect((await app.member.api.identifications({ id: deleted! }).delete()).status).toBe(204);
      expect(await app.nextPurge()).toEqual(app.pathsOf(deleted).sort());

      expect((await app.member.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
      expect(await app.nextPurge()).toEqual(app.pathsOf(lastOne).sort());
    } finally {
      app.cdn.stop();
    }
  });
});
