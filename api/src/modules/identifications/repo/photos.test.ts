import { describe, expect, test } from 'bun:test';
import { identificationPhotos } from '../../../db/schema';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { testApp } from '../../../../test-support/harness';
import { photosOf } from './photos';

describe('photos of sightings', () => {
  test('are read for more sightings than one SQLite statement takes parameters (a full build reads 300,000)', async () => {
    const { ctx } = await testApp();
    const ids = await insertFixtures(ctx.db, fixtureIdentifications(2));
    await ctx.db.insert(identificationPhotos).values(ids.map((identificationId) => ({ identificationId, position: 0, imageUrl: `/uploads/${identificationId}.jpg`, imageHighResUrl: `/uploads/${identificationId}-hi.jpg` })));
    // Past the parameters SQLite takes in one statement (250,000 in the one Bun links), the sightings with photos last.
    const asked = [...Array.from({ length: 300_000 }, (_, i) => 1_000_000 + i), ...ids];
    const photos = await photosOf(ctx.db, asked);
    expect([...photos.keys()].sort()).toEqual([...ids].sort());
    expect(photos.get(ids[1]!)!.map((photo) => photo.imageUrl)).toEqual([`/uploads/${ids[1]}.jpg`]);
  });
});
