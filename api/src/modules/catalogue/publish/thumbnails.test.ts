import { afterEach, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../../../../test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../../../test-support/catalogue-site';
import { photoStore, uploadsDir } from '../../../lib/storage';
import { identificationsForAdmin as identifications } from '../../identifications';
import { makeMissingThumbnails, publish, unpublish } from './service';
import { shownCards } from '../../../../test-support/discover-cards';
const { deleteIdentification } = identifications;

afterEach(stopCatalogueSites);

/** Discover's first cards, as the browser reads them. */

const thumbsOf = (dataDir: string, photo: string) =>
  ['240.avif', '240.webp', '480.avif', '480.webp'].map((size) => join(uploadsDir(dataDir), 'thumbs', `${photo}-${size}`));

test('publishing makes the card’s AVIF and WebP thumbnails; unpublishing or deleting removes them', async () => {
  const { ctx, get, dataDir, site } = await catalogueTestApp(NO_REBUILD);
  await writeFixturePhotos(photoStore(ctx.config));
  const [first, second] = fixtureIdentifications(2, { published: false });
  const [a, b] = await insertFixtures(ctx.db, [first!, second!]);

  await publish(ctx, a!);
  // Made right after the publish returns (the page is live first); the lists follow them.
  await site.listed();
  const files = thumbsOf(dataDir, 'photo-0');
  expect(files.every((file) => existsSync(file))).toBe(true);
  const [card] = await shownCards(get);
  expect(card!.image).toEqual({
    src: '/uploads/thumbs/photo-0-240.webp',
    avif: '/uploads/thumbs/photo-0-240.avif 240w, /uploads/thumbs/photo-0-480.avif 480w',
    webp: '/uploads/thumbs/photo-0-240.webp 240w, /uploads/thumbs/photo-0-480.webp 480w',
  });
  expect(await (await get('/discover')).text()).toMatch(/<source type="image\/avif" srcset="\/uploads\/thumbs\/photo-0-240\.avif 240w/i);

  await unpublish(ctx, a!);
  expect(files.some((file) => existsSync(file))).toBe(false);

  // Unpublished or deleted while its thumbnails are being made: they are removed all the same.
  await publish(ctx, b!);
  await unpublish(ctx, b!);
  await site.listed();
  expect(thumbsOf(dataDir, 'photo-1').some((file) => existsSync(file))).toBe(false);
  await publish(ctx, b!);
  await site.listed();
  expect(existsSync(thumbsOf(dataDir, 'photo-1')[0]!)).toBe(true);
  await deleteIdentification(ctx, b!);
  expect(thumbsOf(dataDir, 'photo-1').some((file) => existsSync(file))).toBe(false);
});

test('photos published before thumbnails existed get them, and a photo that cannot be read keeps its web copy', async () => {
  const { ctx, get, site } = await catalogueTestApp(NO_REBUILD);
  await writeFixturePhotos(photoStore(ctx.config));
  const rows = fixtureIdentifications(2);
  rows[1] = { ...rows[1]!, imageUrl: '/uploads/fixtures/missing.jpg' };
  await insertFixtures(ctx.db, rows);
  await site.changed();
  expect(await makeMissingThumbnails(ctx)).toBe(1);
  await site.listed();
  const cards = await shownCards(get);
  expect(cards.map((card) => card.image!.src).sort()).toEqual(['/uploads/fixtures/missing.jpg', '/uploads/thumbs/photo-0-240.webp']);
});
