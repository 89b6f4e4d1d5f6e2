import { describe, expect, test } from 'bun:test';
import { diverWithIdentification, fakeModelAndObis, identified, makePremium, phonePhoto, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';

const { provider, obis, app } = fakeModelAndObis();
const BONAIRE = { latitude: 12.15, longitude: -68.27 };
const CAIRNS = { latitude: -16.92, longitude: 145.77 };

type Candidate = { scientificName: string; nearby: boolean | null };
const nearbyOf = (body: { candidates: readonly Candidate[] }) => Object.fromEntries(body.candidates.map((c) => [c.scientificName, c.nearby]));

describe('PUT /api/identifications/:id/where-and-when', () => {
  test('the owner moves the place and the date: saved as theirs, and every candidate is marked again against OBIS', async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    expect(first.location!.source).toBe('exif');
    expect(nearbyOf(first)).toEqual({ 'Amphiprion ocellaris': true, 'Amphiprion percula': true, Amphiprion: true });
    const asked = obis.requests.length;

    const moved = await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...BONAIRE, observedAt: '2025-07-01T10:30' });
    expect(moved.status).toBe(200);
    const body = moved.data!;
    expect(body.location).toEqual({ ...BONAIRE, source: 'user' });
    expect(body.observedAt).toBe('2025-07-01T10:30');
    // Clownfish were never recorded off Bonaire: OBIS was asked about the new place.
    expect(obis.requests.length).toBe(asked + 1);
    expect(new URLSearchParams(obis.requests.at(-1)!).get('geometry')).toContain('-66.892 13.497');
    expect(nearbyOf(body)).toEqual({ 'Amphiprion ocellaris': false, 'Amphiprion percula': false, Amphiprion: false });
    // The location rule halves the best candidate's weight there, under the rank rule's threshold: the answer steps
    // up to the genus the candidates share, as an upload at Bonaire would have said.
    expect(first.scientificName).toBe('Amphiprion ocellaris');
    expect({ scientificName: body.scientificName, rank: body.taxon?.rank }).toEqual({ scientificName: 'Amphiprion', rank: 'Genus' });
    // The same is read back, in the detail and in the history.
    expect((await owner.api.identifications({ id: first.id }).get()).data).toEqual(body);
    expect((await owner.api.identifications.get()).data![0]!.location).toEqual({ ...BONAIRE, source: 'user' });

    // Back to Cairns: recorded there again.
    const back = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...CAIRNS, observedAt: '2025-07-01' })).data!;
    expect(nearbyOf(back)).toEqual({ 'Amphiprion ocellaris': true, 'Amphiprion percula': true, Amphiprion: true });
    expect({ speciesName: back.speciesName, scientificName: back.scientificName }).toEqual({ speciesName: first.speciesName, scientificName: first.scientificName });
    cleanup();
  });

  test('the owner clears both: no place, no date, nothing known about nearby; the date alone leaves OBIS alone', async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    const cleared = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ latitude: null, longitude: null, observedAt: null })).data!;
    expect({ location: cleared.location, observedAt: cleared.observedAt }).toEqual({ location: null, observedAt: null });
    expect(cleared.candidates.every((c) => c.nearby === null)).toBe(true);
    expect(cleared.speciesName).toBe(first.speciesName);

    const asked = obis.requests.length;
    const dated = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ latitude: null, longitude: null, observedAt: '2024-12-24' })).data!;
    expect({ location: dated.location, observedAt: dated.observedAt }).toEqual({ location: null, observedAt: '2024-12-24' });
    expect(obis.requests.length).toBe(asked);
    cleanup();
  });

  test('OBIS down: the new place is saved, nearby becomes null, and the answer is kept', async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    obis.setScenario('down');
    const response = await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...BONAIRE, observedAt: null });
    expect(response.status).toBe(200);
    const body = response.data!;
    expect(body.location).toEqual({ ...BONAIRE, source: 'user' });
    expect(nearbyOf(body)).toEqual({ 'Amphiprion ocellaris': null, 'Amphiprion percula': null, Amphiprion: null });
    expect({ speciesName: body.speciesName, scientificName: body.scientificName, verification: body.verification }).toEqual({
      speciesName: first.speciesName,
      scientificName: first.scientificName,
      verification: first.verification,
    });
    cleanup();
  });

  test("400 with the rules' messages: out of range, one coordinate alone, a date to come, not a date; nothing is saved", async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    const cases: [{ latitude: number | null; longitude: number | null; observedAt: string | null }, string][] = [
      [{ latitude: 91, longitude: 10, observedAt: null }, 'Latitude must be a number of decimal degrees between -90 and 90'],
      [{ latitude: 10, longitude: -181, observedAt: null }, 'Longitude must be a number of decimal degrees between -180 and 180'],
      [{ latitude: 10, longitude: null, observedAt: null }, 'Please give both latitude and longitude, or neither'],
      [{ latitude: null, longitude: 10, observedAt: null }, 'Please give both latitude and longitude, or neither'],
      [{ latitude: null, longitude: null, observedAt: '2999-01-01' }, 'observedAt cannot be in the future'],
      [{ latitude: null, longitude: null, observedAt: 'last tuesday' }, 'observedAt must be an ISO date (2025-06-14) or date-time (2025-06-14T09:41:00)'],
    ];
    for (const [body, message] of cases) {
      const response = await owner.api.identifications({ id: first.id })['where-and-when'].put(body);
      expect({ body, status: response.status, answer: response.error?.value }).toEqual({ body, status: 400, answer: { code: body.observedAt ? 'observed_at.invalid' : 'position.invalid', message } });
    }
    // A coordinate that is not a number is refused by the schema.
    // Raw: the typed client would not send a coordinate as text.
    expect((await owner.request('PUT', `/api/identifications/${first.id}/where-and-when`, { latitude: '10', longitude: 10, observedAt: null })).status).toBe(400);
    const unchanged = (await owner.api.identifications({ id: first.id }).get()).data!;
    expect({ location: unchanged.location, observedAt: unchanged.observedAt }).toEqual({ location: first.location, observedAt: first.observedAt });
    cleanup();
  });

  test('another user gets 404 as for a missing one, a visitor 401; neither changes anything', async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    const stranger = client();
    await stranger.register('stranger');
    const put = (who: TestClient, id: number) => who.api.identifications({ id })['where-and-when'].put({ ...BONAIRE, observedAt: null });
    const foreign = await put(stranger, first.id);
    expect({ status: foreign.status, body: foreign.error?.value }).toEqual({ status: 404, body: { code: 'identifications.not_found', message: 'Identification not found' } });
    expect((await put(stranger, 999_999)).status).toBe(404);
    expect((await put(client(), first.id)).status).toBe(401);
    const unchanged = (await owner.api.identifications({ id: first.id }).get()).data!;
    expect(unchanged.location).toEqual(first.location);
    cleanup();
  });
});

describe('GET /api/identifications/sightings', () => {
  test("only the signed-in user's own identifications that have a place, newest first; trashed ones left out", async () => {
    const { client, cleanup, ctx } = await app();
    const owner = client();
    await owner.register('diver');
    await makePremium(ctx.db, 'diver');
    const cairns = await identified(owner);
    const nowhere = await identified(owner, await photo(320, 240, 7));
    const bonaire = await identified(owner, await photo(320, 240, 9));
    await owner.api.identifications({ id: bonaire.id })['where-and-when'].put({ ...BONAIRE, observedAt: '2025-07-01' });
    const trashed = await identified(owner, await phonePhoto({ seed: 3 }));
    expect((await owner.api.identifications({ id: trashed.id }).trash.post()).status).toBe(204);
    const other = client();
    await other.register('other');
    await identified(other);

    const response = await owner.api.identifications.sightings.get();
    expect(response.status).toBe(200);
    expect(response.data).toEqual([
      { id: bonaire.id, speciesName: bonaire.speciesName, scientificName: bonaire.scientificName, ...BONAIRE, observedAt: '2025-07-01' },
      { id: cairns.id, speciesName: cairns.speciesName, scientificName: cairns.scientificName, latitude: -16.925, longitude: 145.76666666666668, observedAt: '2025-06-14T09:41:07+10:00' },
    ]);
    expect(nowhere.location).toBeNull();
    expect((await other.api.identifications.sightings.get()).data!.map((s) => s.id)).not.toContain(cairns.id);
    expect((await client().api.identifications.sightings.get()).status).toBe(401);
    cleanup();
  });
});
