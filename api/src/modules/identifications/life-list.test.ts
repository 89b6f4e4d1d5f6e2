import { describe, expect, test } from 'bun:test';
import { fakeModelAndObis, identify, identifyApp, makePremium, phonePhoto, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';

const { provider, obis } = fakeModelAndObis();

async function upload(client: TestClient, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const response = await identify(client, bytes, { fields });
  expect(response.status).toBe(201);
  return response.data!;
}

/** Photos the fake model names as two different species. */
async function twoSpecies(client: TestClient) {
  const first = await photo(320, 240, 1);
  const named = await upload(client, first, { observedAt: '2025-03-01' });
  for (let seed = 2; ; seed++) {
    const other = await photo(320, 240, seed);
    const probe = await upload(client, other, { observedAt: '2025-01-01' });
    await client.api.identifications({ id: probe.id }).trash.post();
    if (probe.scientificName !== named.scientificName) return { first, named, other, otherName: probe };
  }
}

describe('GET /api/identifications/life-list', () => {
  test('one line per taxon the user confirmed, with the first and last time seen and how often, most recent first', async () => {
    const app = await identifyApp(provider.fake);
    const ana = app.client();
    await ana.register('ana');
    await makePremium(app.ctx.db, 'ana');
    const accept = async (id: number) => expect((await ana.api.identifications({ id }).accept.post()).status).toBe(200);

    const { first, named, other, otherName } = await twoSpecies(ana);
    await accept(named.id);
    await accept((await upload(ana, first, { observedAt: '2025-07-10T08:30:00' })).id);
    // Without a date of its own, a sighting is dated by its upload.
    app.setNow(new Date('2025-08-01T12:00:00.000Z'));
    await accept((await upload(ana, first)).id);
    app.setNow(undefined);
    // Confirmed once; a second one not confirmed and a third confirmed but trashed do not count.
    await accept((await upload(ana, other, { observedAt: '2025-09-02' })).id);
    await upload(ana, other, { observedAt: '2025-10-01' });
    const trashed = await upload(ana, other, { observedAt: '2025-11-01' });
    await ana.api.identifications({ id: trashed.id }).trash.post();
    await app.sql`UPDATE species_identifications SET accepted = true WHERE id = ${trashed.id}`;

    // A name WoRMS does not know groups by the scientific name, whatever its case.
    provider.fake.setScenario('unknown-species');
    const unknownA = await upload(ana, await photo(320, 240, 40), { observedAt: '2024-05-05' });
    const unknownB = await upload(ana, await photo(320, 240, 41), { observedAt: '2024-06-06' });
    expect(unknownA.taxon).toBeNull();
    await accept(unknownA.id);
    await accept(unknownB.id);
    await app.sql`UPDATE species_identifications SET scientific_name = ${unknownB.scientificName!.toUpperCase()} WHERE id = ${unknownA.id}`;

    provider.fake.setScenario('good');
    // Another diver's sightings are theirs alone.
    const bob = app.client();
    await bob.register('bob');
    const bobs = await upload(bob, first, { observedAt: '2026-01-01' });
    expect((await bob.api.identifications({ id: bobs.id }).accept.post()).status).toBe(200);

    const response = await ana.api.identifications['life-list'].get();
    expect(response.status).toBe(200);
    expect(response.data).toEqual([
      {
        aphiaId: otherName.taxon!.aphiaId,
        scientificName: otherName.scientificName,
        speciesName: otherName.speciesName,
        firstSeen: '2025-09-02',
        lastSeen: '2025-09-02',
        sightings: 1,
      },
      {
        aphiaId: named.taxon!.aphiaId,
        scientificName: named.scientificName,
        speciesName: named.speciesName,
        firstSeen: '2025-03-01',
        lastSeen: '2025-08-01T12:00:00Z',
        sightings: 3,
      },
      {
        aphiaId: null,
        // The names of the latest sighting.
        scientificName: unknownB.scientificName,
        speciesName: unknownB.speciesName,
        firstSeen: '2024-05-05',
        lastSeen: '2024-06-06',
        sightings: 2,
      },
    ]);
    expect((await bob.api.identifications['life-list'].get()).data).toEqual([
      expect.objectContaining({ aphiaId: named.taxon!.aphiaId, firstSeen: '2026-01-01', sightings: 1 }),
    ]);
    app.cleanup();
  });

  test('a genus seen alongside a species within it is one taxon: the species', async () => {
    const app = await identifyApp(provider.fake, { OBIS_API_URL: obis.url, OBIS_TIMEOUT_MS: '500' });
    const diver = app.client();
    await diver.register('dora');
    await makePremium(app.ctx.db, 'dora');
    const accept = async (id: number) => expect((await diver.api.identifications({ id }).accept.post()).status).toBe(200);
    const bytes = await phonePhoto({ offset: '+10:00' });
    const species = (await identify(diver, bytes)).data!;
    expect(species.taxon?.rank).toBe('Species');
    await accept(species.id);
    // The same fish off Bonaire, where OBIS has no clownfish: the answer steps back to the genus.
    const second = (await identify(diver, bytes)).data!;
    const genus = (await diver.api.identifications({ id: second.id })['where-and-when'].put({ latitude: 12.15, longitude: -68.27, observedAt: '2025-07-01' })).data!;
    expect(genus.taxon?.rank).toBe('Genus');
    await accept(genus.id);

    const list = (await diver.api.identifications['life-list'].get()).data!;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ aphiaId: species.taxon!.aphiaId, scientificName: species.scientificName, sightings: 2, lastSeen: '2025-07-01' });
    app.cleanup();
  });

  test('signed in only; free accounts have theirs too, empty at first', async () => {
    const app = await identifyApp(provider.fake);
    expect((await app.client().api.identifications['life-list'].get()).status).toBe(401);
    const diver = app.client();
    await diver.register('cleo');
    const response = await diver.api.identifications['life-list'].get();
    expect(response.status).toBe(200);
    expect(response.data).toEqual([]);
    app.cleanup();
  });
});
