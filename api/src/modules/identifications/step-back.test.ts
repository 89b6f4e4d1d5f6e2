import { describe, expect, test } from 'bun:test';
import { fakeModelAndObis, identify, identifyApp, makePremium, phonePhoto, photo } from '../../../test-support/identify';

const { provider, obis, app } = fakeModelAndObis();
const BONAIRE = { latitude: 12.15, longitude: -68.27 };

describe('an answer that stops at genus or family says why, and carries no conservation status', () => {
  test('the likeliest species not recorded near here: the reason is the location rule', async () => {
    const { client, cleanup } = await app();
    const owner = client();
    await owner.register('diver');
    const first = (await identify(owner, await phonePhoto({ offset: '+10:00' }))).data!;
    expect(first).toMatchObject({ scientificName: 'Amphiprion ocellaris', stepBackReason: null, conservationStatus: 'Least Concern' });

    // Clownfish were never recorded off Bonaire: the best candidate counts half, and the answer steps up to the genus.
    const moved = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...BONAIRE, observedAt: '2025-07-01' })).data!;
    expect(moved.taxon?.rank).toBe('Genus');
    expect(moved).toMatchObject({ stepBackReason: 'not-recorded-nearby', conservationStatus: null, conservationStatusYear: null });
    expect((await owner.api.identifications({ id: first.id }).get()).data).toMatchObject({ stepBackReason: 'not-recorded-nearby', conservationStatus: null });
    expect((await owner.api.identifications.get()).data![0]).toMatchObject({ stepBackReason: 'not-recorded-nearby', conservationStatus: null });
    cleanup();
  });

  test('confidences spread over several species: the photo does not settle the species', async () => {
    const { client, ctx, cleanup } = await app();
    const owner = client();
    await owner.register('diver');
    await makePremium(ctx.db, 'diver');
    // The fake model answers by the photo: one of the first few is the unsure Chromis.
    let genus;
    for (let seed = 1; seed <= 12 && !genus; seed++) {
      const answer = (await identify(owner, await photo(200, 150, seed))).data!;
      if (answer.taxon?.rank === 'Genus') genus = answer;
      else expect(answer.stepBackReason).toBeNull();
    }
    expect(genus).toMatchObject({ scientificName: 'Chromis', stepBackReason: 'spread', conservationStatus: null });
    cleanup();
  });
});
