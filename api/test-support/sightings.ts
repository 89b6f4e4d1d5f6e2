// Sightings of several photos for tests, until the upload takes several: extra photos stored as an upload stores them.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { identificationPhotos, speciesIdentifications } from '../src/db/schema';
import { first } from '../src/db/client';
import { storeImage } from '../src/lib/images/store';
import { photoStore } from '../src/lib/storage';
import { photo } from './identify';

export interface SightingPhotoFiles {
  imageUrl: string;
  imageHighResUrl: string;
}

/**
 * Gives identification `id` `count` more photos, each with its web and high-resolution copies in the photo store,
 * after those it has (its cover becomes position 0 of its list if the list was never written). Returns the
 * sighting's photos, cover first.
 */
export async function addPhotos(ctx: AppContext, id: number, count: number, seed = 100): Promise<SightingPhotoFiles[]> {
  const listed = await ctx.db.select().from(identificationPhotos).where(eq(identificationPhotos.identificationId, id)).orderBy(asc(identificationPhotos.position));
  if (listed.length === 0) {
    const row = (await ctx.db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id)).then(first))!;
    const cover = { identificationId: id, position: 0, imageUrl: row.imageUrl!, imageHighResUrl: row.imageHighResUrl ?? row.imageUrl!, width: 320, height: 240 };
    await ctx.db.insert(identificationPhotos).values(cover);
    listed.push({ id: 0, ...cover });
  }
  for (let k = 0; k < count; k++) {
    const [web, highRes] = await Promise.all([photo(320, 240, seed + 2 * k), photo(640, 480, seed + 2 * k + 1)]);
    const urls = await storeImage(photoStore(ctx.config), { web: { data: web, width: 320, height: 240 }, highRes: { data: highRes, width: 640, height: 480 } });
    const added = { identificationId: id, position: listed.length, ...urls, width: 320, height: 240 };
    await ctx.db.insert(identificationPhotos).values(added);
    listed.push({ id: 0, ...added });
  }
  return listed.map(({ imageUrl, imageHighResUrl }) => ({ imageUrl, imageHighResUrl }));
}
