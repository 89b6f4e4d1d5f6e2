import { describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { addDive, addIdentifiedSighting, cacheNamedTaxon, reportApp } from '../../../../test-support/trip-reports';
import { insertIdentification } from '../../../../test-support/admin-fixtures';
import { tripSightings } from '../../../db/schema';

const TURTLE = 1001;
const CLOWN = 1002;

/** A trip of two dives and a sighting on none: turtles on both dives (one named so by experts), a clownfish, a sponge WoRMS does not know. */
async function tripOfTwoDives() {
  const app = await reportApp();
  await cacheNamedTaxon(app, TURTLE, 'Chelonia mydas', 'Green Turtle', { es: ['Tortuga verde'] });
  await cacheNamedTaxon(app, CLOWN, 'Amphiprion ocellaris', 'Clown Anemonefish');
  const manta = await addDive(app, app.userId, '2025-06-14T09:00:00', { siteName: 'Manta Point', latitude: -0.5, longitude: 130.5 });
  const kri = await addDive(app, app.userId, '2025-06-15T09:00:00', { siteName: 'Cape Kri', latitude: -0.55, longitude: 130.6 });
  const on = (diveId: number | null, takenAt: string, values: Record<string, unknown>) => addIdentifiedSighting(app, app.tripId, app.userId, { diveId, takenAt, ...values });
  const turtle = { aphiaId: TURTLE, speciesName: 'Green Turtle', scientificName: 'Chelonia mydas' };
  const clown = { aphiaId: CLOWN, speciesName: 'Clown Anemonefish', scientificName: 'Amphiprion ocellaris' };
  await on(manta.id, '2025-06-14T09:10:00', turtle);
  await on(manta.id, '2025-06-14T09:20:00', turtle);
  await on(manta.id, '2025-06-14T09:30:00', clown);
  await on(kri.id, '2025-06-15T09:10:00', turtle);
  // The model said clownfish; experts settled on the turtle: it counts as what it now goes by.
  await on(kri.id, '2025-06-15T09:20:00', { ...clown, communityAphiaId: TURTLE });
  await on(null, '2025-06-15T12:00:00', { aphiaId: null, speciesName: 'Blue Sponge', scientificName: null });
  // Not identified: not counted.
  await app.ctx.db.insert(tripSightings).values([{ tripId: app.tripId, photoIds: '[]', status: 'failed' }, { tripId: app.tripId, photoIds: '[]', status: 'grouped' }]);
  return { ...app, manta, kri, report: `/api/trips/${app.tripId}/report` };
}

const names = (species: Array<{ name: string; sightings: number }>) => species.map((each) => [each.name, each.sightings]);

describe('GET /api/trips/:id/report', () => {
  test('counts the identified sightings per taxon they now go by, on the trip and per dive; those on no dive are a group, last', async () => {
    const app = await tripOfTwoDives();
    const answer = await app.diver.get(app.report);
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(report.name).toBe('Raja Ampat');
    expect(report.sightings).toBe(6);
    expect(names(report.species)).toEqual([['Green Turtle', 4], ['Blue Sponge', 1], ['Clown Anemonefish', 1]]);
    expect(report.species[0]).toMatchObject({ aphiaId: TURTLE, scientificName: 'Chelonia mydas' });
    expect(report.dives.map((dive: { id: number | null }) => dive.id)).toEqual([app.manta.id, app.kri.id, null]);
    expect(report.dives.map((dive: { species: Array<{ name: string; sightings: number }> }) => names(dive.species))).toEqual([
      [['Green Turtle', 2], ['Clown Anemonefish', 1]],
      [['Green Turtle', 2]],
      [['Blue Sponge', 1]],
    ]);
    expect(report.dives[0]).toMatchObject({ startedAt: '2025-06-14T09:00:00', siteName: 'Manta Point', latitude: -0.5, longitude: 130.5, placeHidden: false });
    expect(report.dives[2]).toMatchObject({ startedAt: null, siteName: null, latitude: null, longitude: null });
  });

  test('names each taxon in the asked language, else in English, else by the answer’s name', async () => {
    const app = await tripOfTwoDives();
    const report = await (await app.diver.get(`${app.report}?lang=es`)).json();
    expect(names(report.species)).toEqual([['Tortuga verde', 4], ['Blue Sponge', 1], ['Clown Anemonefish', 1]]);
  });

  test('marks the species new for the life list: none of its taxon accepted, and not trashed, before the trip began', async () => {
    const app = await tripOfTwoDives();
    const confirmed = { userId: app.userId, accepted: true };
    await insertIdentification(app, { ...confirmed, aphiaId: TURTLE, observedAt: '2024-11-02T10:00:00' });
    // After the trip, trashed, or never confirmed: the clownfish is still new.
    await insertIdentification(app, { ...confirmed, aphiaId: CLOWN, observedAt: '2025-09-01T10:00:00' });
    await insertIdentification(app, { ...confirmed, aphiaId: CLOWN, observedAt: '2024-11-02T10:00:00', trashedAt: new Date() });
    await insertIdentification(app, { userId: app.userId, aphiaId: CLOWN, observedAt: '2024-11-02T10:00:00' });
    const report = await (await app.diver.get(app.report)).json();
    const marks = (species: Array<{ name: string; newForLifeList: boolean }>) => species.map((each) => [each.name, each.newForLifeList]);
    expect(marks(report.species)).toEqual([['Green Turtle', false], ['Blue Sponge', true], ['Clown Anemonefish', true]]);
    expect(marks(report.dives[0].species)).toEqual([['Green Turtle', false], ['Clown Anemonefish', true]]);
  });

  test("another diver's trip answers 404 trips.not_found, its report and its link alike", async () => {
    const app = await tripOfTwoDives();
    const other = await app.signUp('other');
    const share = `/api/trips/${app.tripId}/share`;
    for (const answer of [await other.get(app.report), await other.get(share), await other.post(share), await other.delete(share)]) {
      expect(answer.status).toBe(404);
      expect((await answer.json()).code).toBe('trips.not_found');
    }
    expect((await app.client().get(app.report)).status).toBe(401);
  });
});

describe('POST, GET and DELETE /api/trips/:id/share; GET /api/shared/trips/:token', () => {
  test('the first share makes an unlisted link; anyone with it reads the report; revoked, it answers 404 at once', async () => {
    const app = await tripOfTwoDives();
    const share = `/api/trips/${app.tripId}/share`;
    expect(await (await app.diver.get(share)).json()).toEqual({ url: null });
    const { url } = await (await app.diver.post(share)).json();
    expect(url).toMatch(/^http:\/\/localhost:4321\/shared\/trips\/[A-Za-z0-9_-]{22}$/);
    expect(await (await app.diver.post(share)).json()).toEqual({ url });
    expect(await (await app.diver.get(share)).json()).toEqual({ url });

    const token = url.split('/').at(-1);
    const read = await app.client().get(`/api/shared/trips/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(names((await read.json()).species)).toEqual([['Green Turtle', 4], ['Blue Sponge', 1], ['Clown Anemonefish', 1]]);

    expect((await app.diver.delete(share)).status).toBe(204);
    const revoked = await app.client().get(`/api/shared/trips/${token}`);
    expect(revoked.status).toBe(404);
    expect((await revoked.json()).code).toBe('trips.not_found');
    expect(await (await app.diver.get(share)).json()).toEqual({ url: null });
    const { url: again } = await (await app.diver.post(share)).json();
    expect(again).not.toBe(url);
    expect((await app.client().get('/api/shared/trips/not-a-token')).status).toBe(404);
  });

  test('a shared report gives no place for a dive where a threatened species was seen, and so never places it', async () => {
    const app = await tripOfTwoDives();
    await addIdentifiedSighting(app, app.tripId, app.userId, {
      diveId: app.manta.id,
      takenAt: '2025-06-14T09:40:00',
      speciesName: 'Scalloped Hammerhead',
      scientificName: 'Sphyrna lewini',
      conservationStatus: 'Critically Endangered',
    });
    const { url } = await (await app.diver.post(`/api/trips/${app.tripId}/share`)).json();
    const shared = await (await app.client().get(`/api/shared/trips/${url.split('/').at(-1)}`)).json();
    const manta = shared.dives.find((dive: { species: Array<{ name: string }> }) => dive.species.some((each) => each.name === 'Scalloped Hammerhead'));
    expect(manta).toMatchObject({ siteName: null, latitude: null, longitude: null, placeHidden: true });
    expect(JSON.stringify(shared)).not.toContain('Manta Point');
    // The other dive keeps its place; the owner's own report keeps every place.
    expect(shared.dives.find((dive: { siteName: string | null }) => dive.siteName === 'Cape Kri')).toMatchObject({ latitude: -0.55, placeHidden: false });
    const own = await (await app.diver.get(app.report)).json();
    expect(own.dives[0]).toMatchObject({ siteName: 'Manta Point', latitude: -0.5, placeHidden: false });
  });

  test('a sighting its diver named counts by that name, and a threatened one hides its dive’s place when shared', async () => {
    const app = await tripOfTwoDives();
    const HAMMERHEAD = 1003;
    await cacheNamedTaxon(app, HAMMERHEAD, 'Sphyrna lewini', 'Scalloped Hammerhead', {}, 'Critically Endangered');
    // The model said clownfish on Cape Kri; the diver named it a hammerhead (decision 138).
    await addIdentifiedSighting(app, app.tripId, app.userId, {
      diveId: app.kri.id,
      takenAt: '2025-06-15T09:40:00',
      aphiaId: CLOWN,
      speciesName: 'Clown Anemonefish',
      scientificName: 'Amphiprion ocellaris',
      diverAphiaId: HAMMERHEAD,
      diverScientificName: 'Sphyrna lewini',
    });
    const report = await (await app.diver.get(app.report)).json();
    expect(names(report.dives[1].species)).toEqual([['Green Turtle', 2], ['Scalloped Hammerhead', 1]]);
    const { url } = await (await app.diver.post(`/api/trips/${app.tripId}/share`)).json();
    const shared = await (await app.client().get(`/api/shared/trips/${url.split('/').at(-1)}`)).json();
    expect(shared.dives[1]).toMatchObject({ siteName: null, latitude: null, placeHidden: true });
  });
});

test("the account's export gives each trip's live report link, null for one not shared", async () => {
  const app = await tripOfTwoDives();
  const exported = async () => {
    const files = unzipSync(new Uint8Array(await (await app.diver.get('/api/account/export')).arrayBuffer()));
    return JSON.parse(new TextDecoder().decode(files['trips/trips.json'])).trips[0].reportShareUrl;
  };
  expect(await exported()).toBeNull();
  const { url } = await (await app.diver.post(`/api/trips/${app.tripId}/share`)).json();
  expect(await exported()).toBe(url);
});
