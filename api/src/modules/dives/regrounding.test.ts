import { describe, expect, test } from 'bun:test';
import { fakeModelAndObis, identify, photo } from '../../../test-support/identify';
import { identificationsForDives as identifications } from '../identifications';
import { importLog, textFile } from '../../../test-support/dive-logs';

const { obis, app } = fakeModelAndObis();

// A dive near Cairns, where the fake OBIS has Amphiprion ocellaris at 8 m and A. percula at 6 m: down to 40 m from
// the fifth minute. A photo taken at 09:41:07 is 11 min 7 s in, at 40 m.
const CAIRNS_DIVE = `<divelog program='subsurface' version='3'>
<divesites><site uuid='c0ffee01' name='Cairns bommie' gps='-16.92 145.77'></site></divesites>
<dives>
<dive number='1' divesiteid='c0ffee01' date='2025-06-14' time='09:30:00' duration='45:00 min'>
  <divecomputer model='Shearwater Perdix'>
  <sample time='0:10 min' depth='1.2 m' />
  <sample time='2:00 min' depth='8.0 m' />
  <sample time='5:00 min' depth='40.0 m' />
  <sample time='40:00 min' depth='40.0 m' />
  <sample time='45:00 min' depth='1.0 m' />
  </divecomputer>
</dive>
</dives>
</divelog>`;

type Candidate = { scientificName: string; nearby: boolean | null; atDepth: boolean | null };
const marks = (body: { candidates: readonly Candidate[] }) => Object.fromEntries(body.candidates.map((c) => [c.scientificName, [c.nearby, c.atDepth]]));

async function photoBeforeItsLog() {
  const test = await app();
  const diver = test.client();
  await diver.register('diver');
  // No place and no depth at upload: OBIS cannot be asked.
  const uploaded = (await identify(diver, await photo(320, 240), { fields: { observedAt: '2025-06-14T09:41:07' } })).data!;
  expect(marks(uploaded)).toEqual({ 'Amphiprion ocellaris': [null, null], 'Amphiprion percula': [null, null], Amphiprion: [null, null] });
  return { ...test, diver, id: uploaded.id };
}

describe('a dive that places a photo marks its candidates again against OBIS', () => {
  test('POST /api/dives/import, PUT and DELETE /api/dives/{id}: recorded nearby and at depth follow the place and depth the dive gives', async () => {
    const { diver, id, cleanup } = await photoBeforeItsLog();
    const imported = await importLog(diver, textFile(CAIRNS_DIVE));
    expect(imported.status).toBe(201);
    const deep = (await diver.api.identifications({ id }).get()).data!;
    expect({ depthMeters: deep.depthMeters, location: deep.location }).toEqual({ depthMeters: 40, location: { latitude: -16.92, longitude: 145.77, source: 'dive' } });
    expect(marks(deep)).toEqual({ 'Amphiprion ocellaris': [true, false], 'Amphiprion percula': [true, false], Amphiprion: [true, false] });
    expect(deep.stepBackReason).toBe('not-recorded-at-depth');

    // The camera was 9 min 20 s fast: the photo was taken 1 min 47 s in, at about 7 m, where clownfish live.
    const diveId = imported.data!.dives[0]!.id;
    expect((await diver.api.dives({ id: diveId }).put({ cameraOffsetSeconds: -560 })).status).toBe(200);
    const shallow = (await diver.api.identifications({ id }).get()).data!;
    expect(shallow.depthMeters).toBeLessThan(10);
    expect(marks(shallow)).toEqual({ 'Amphiprion ocellaris': [true, true], 'Amphiprion percula': [true, true], Amphiprion: [true, true] });
    expect(shallow.scientificName).toBe('Amphiprion ocellaris');

    // The dive deleted: what it gave goes, and so do the marks made of it.
    expect((await diver.api.dives({ id: diveId }).delete()).status).toBe(204);
    const unplaced = (await diver.api.identifications({ id }).get()).data!;
    expect({ depthMeters: unplaced.depthMeters, location: unplaced.location }).toEqual({ depthMeters: null, location: null });
    expect(marks(unplaced)).toEqual({ 'Amphiprion ocellaris': [null, null], 'Amphiprion percula': [null, null], Amphiprion: [null, null] });
    cleanup();
  });

  test('OBIS down: the import still succeeds and places the photo; its marks are not known', async () => {
    const { diver, id, cleanup } = await photoBeforeItsLog();
    obis.setScenario('down');
    expect((await importLog(diver, textFile(CAIRNS_DIVE))).status).toBe(201);
    const placed = (await diver.api.identifications({ id }).get()).data!;
    expect(placed.depthMeters).toBe(40);
    expect(marks(placed)).toEqual({ 'Amphiprion ocellaris': [null, null], 'Amphiprion percula': [null, null], Amphiprion: [null, null] });
    expect(placed.scientificName).toBe('Amphiprion ocellaris');
    cleanup();
  });

  test('past the time an import may spend, the photos not reached keep no marks rather than those of the place they left', async () => {
    const { diver, id, ctx, cleanup } = await photoBeforeItsLog();
    expect((await importLog(diver, textFile(CAIRNS_DIVE))).status).toBe(201);
    expect(marks((await diver.api.identifications({ id }).get()).data!)).toEqual({ 'Amphiprion ocellaris': [true, false], 'Amphiprion percula': [true, false], Amphiprion: [true, false] });
    const asked = obis.requests.length;
    await identifications.regroundMoved(ctx, [id], 0);
    expect(marks((await diver.api.identifications({ id }).get()).data!)).toEqual({ 'Amphiprion ocellaris': [null, null], 'Amphiprion percula': [null, null], Amphiprion: [null, null] });
    expect(obis.requests.length).toBe(asked);
    cleanup();
  });
});
