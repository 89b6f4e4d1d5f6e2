import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, makePremium, phonePhoto, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { fixtureFile, importLog, textFile } from '../../../test-support/dive-logs';

const provider = fakeModel();

const BLUE_CORNER = { latitude: 7.132557, longitude: 134.224213 };

async function diverWithLog() {
  const app = await identifyApp(provider.fake);
  const diver = await app.signUp('diver');
  const dives = (await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!.dives;
  const blueCorner = dives.find((dive) => dive.site?.name === 'Blue Corner')!;
  return { app, diver, blueCorner };
}

const upload = async (client: TestClient, fields: Record<string, string>, bytes?: Uint8Array) => identify(client, bytes ?? (await photo(320, 240)), { fields });

type Matched = { diveId: number | null; location: unknown; depthMeters: number | null; depthSource: string | null };
/** What matching a photo to a dive decides: the dive, the place, the depth and where the depth came from. */
const matched = ({ diveId, location, depthMeters, depthSource }: Matched): Matched => ({ diveId, location, depthMeters, depthSource });

describe('POST /api/identify: matched to a dive by time', () => {
  test("a photo taken during a dive gets the site's position and the depth at that moment", async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    // 11 min 7 s in: between the samples at 11:00 (18.0 m, written without depth: unchanged) and 12:00 (22.1 m).
    const during = (await upload(diver, { observedAt: '2025-06-14T09:41:07' })).data!;
    expect(matched(during)).toEqual({ diveId: blueCorner.id, location: { ...BLUE_CORNER, source: 'dive' }, depthMeters: 18.48, depthSource: 'dive' });
    const detail = (await diver.api.dives({ id: blueCorner.id }).get()).data!;
    expect(detail.identificationCount).toBe(1);
    expect(detail.identifications).toEqual([{ id: during.id, takenAt: '2025-06-14T09:41:07', depthMeters: 18.48 }]);
    app.cleanup();
  });

  test('5 minutes after the dive: the site but no depth; 11 minutes after: neither', async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    // The dive ends at 10:15:30.
    const margin = (await upload(diver, { observedAt: '2025-06-14T10:20:30' })).data!;
    expect(matched(margin)).toEqual({ diveId: blueCorner.id, location: { ...BLUE_CORNER, source: 'dive' }, depthMeters: null, depthSource: null });
    const after = (await upload(diver, { observedAt: '2025-06-14T10:26:30' })).data!;
    expect({ diveId: after.diveId, location: after.location, depthMeters: after.depthMeters }).toEqual({ diveId: null, location: null, depthMeters: null });
    app.cleanup();
  });

  test('10 minutes before the start and after the end match to the second, beside a longer dive of the same diver', async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    // A rebreather dive that morning, from 06:00 to 09:00: longer than Blue Corner, which runs from 09:30:00 to 10:15:30.
    const longer = "<divelog program='subsurface' version='3'><dives><dive date='2025-06-14' time='06:00:00' duration='180:00 min'></dive></dives></divelog>";
    expect((await importLog(diver, textFile(longer))).data!.imported).toBe(1);
    await makePremium(app.ctx.db, 'diver');
    const diveOf = async (observedAt: string) => {
      const answer = await upload(diver, { observedAt });
      if (!answer.data) throw new Error(`${answer.status} ${JSON.stringify(answer.error)}`);
      return answer.data.diveId;
    };
    expect(await diveOf('2025-06-14T09:20:00')).toBe(blueCorner.id);
    expect(await diveOf('2025-06-14T09:19:59')).toBeNull();
    expect(await diveOf('2025-06-14T10:25:30')).toBe(blueCorner.id);
    expect(await diveOf('2025-06-14T10:25:31')).toBeNull();
    app.cleanup();
  });

  test("a camera a month ahead still finds its dive, by the dive's offset", async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    await diver.api.dives({ id: blueCorner.id }).put({ cameraOffsetSeconds: -31 * 24 * 3600 });
    // 14 June 2025 at 09:41:07 on the dive computer, 11 min 7 s in.
    const later = (await upload(diver, { observedAt: '2025-07-15T09:41:07' })).data!;
    expect({ diveId: later.diveId, depthMeters: later.depthMeters }).toEqual({ diveId: blueCorner.id, depthMeters: 18.48 });
    app.cleanup();
  });

  test('what the form gives stays: a typed position and depth win over the dive', async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    const typed = (await upload(diver, { observedAt: '2025-06-14T09:41:07', latitude: '7.2', longitude: '134.3', depthMeters: '12.5' })).data!;
    expect(matched(typed)).toEqual({ diveId: blueCorner.id, location: { latitude: 7.2, longitude: 134.3, source: 'user' }, depthMeters: 12.5, depthSource: 'user' });
    // Editing the dive places it again; the typed depth and position still stay.
    await diver.api.dives({ id: blueCorner.id }).put({ latitude: 7.1, longitude: 134.2 });
    const again = (await diver.api.identifications({ id: typed.id }).get()).data!;
    expect({ location: again.location, depthMeters: again.depthMeters, depthSource: again.depthSource }).toEqual({ location: typed.location, depthMeters: 12.5, depthSource: 'user' });
    app.cleanup();
  });

  test("depthMeters must be 0 to 11,000; diveId must be the user's own", async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    expect((await upload(diver, { depthMeters: '11001' })).status).toBe(400);
    expect((await upload(diver, { depthMeters: '-1' })).status).toBe(400);
    const stranger = await app.signUp('stranger');
    expect((await upload(stranger, { diveId: String(blueCorner.id) })).status).toBe(404);
    expect((await upload(diver, { diveId: '999999' })).status).toBe(404);
    expect((await upload(app.client(), { diveId: String(blueCorner.id) })).status).toBe(404);
    // Its own dive named, without a time: linked, with the site, no depth.
    const named = (await upload(diver, { diveId: String(blueCorner.id) })).data!;
    expect({ diveId: named.diveId, location: named.location, depthMeters: named.depthMeters }).toEqual({ diveId: blueCorner.id, location: { ...BLUE_CORNER, source: 'dive' }, depthMeters: null });
    expect(provider.fake.requests).toHaveLength(1);
    app.cleanup();
  });
});

describe('matching after the fact', () => {
  test('a photo uploaded before its log is placed when the log is imported; its EXIF position gives way to the site', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    // Taken on 14 June 2025 at 09:41:07 (camera clock), with a GPS position from the boat.
    const early = (await identify(diver, await phonePhoto())).data!;
    expect(early.location!.source).toBe('exif');
    const imported = (await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!;
    const blueCorner = imported.dives.find((dive) => dive.site?.name === 'Blue Corner')!;
    expect(blueCorner.identificationCount).toBe(1);
    const placed = (await diver.api.identifications({ id: early.id }).get()).data!;
    expect(matched(placed)).toEqual({ diveId: blueCorner.id, location: { ...BLUE_CORNER, source: 'dive' }, depthMeters: 18.48, depthSource: 'dive' });
    app.cleanup();
  });

  test("the camera's offset moves a photo into the dive", async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    // The camera was an hour fast: 10:50 on its clock was 09:50 on the dive computer's, 20 minutes in (20.0 m).
    const late = (await upload(diver, { observedAt: '2025-06-14T10:50:00' })).data!;
    expect(late.diveId).toBeNull();
    const edited = (await diver.api.dives({ id: blueCorner.id }).put({ cameraOffsetSeconds: -3600 })).data!;
    expect(edited.identifications).toEqual([{ id: late.id, takenAt: '2025-06-14T10:50:00', depthMeters: 20 }]);
    const placed = (await diver.api.identifications({ id: late.id }).get()).data!;
    expect({ diveId: placed.diveId, location: placed.location, depthSource: placed.depthSource }).toEqual({ diveId: blueCorner.id, location: { ...BLUE_CORNER, source: 'dive' }, depthSource: 'dive' });
    // Set back: the photo falls outside the dive again and loses what it gave.
    await diver.api.dives({ id: blueCorner.id }).put({ cameraOffsetSeconds: 0 });
    const unplaced = (await diver.api.identifications({ id: late.id }).get()).data!;
    expect({ diveId: unplaced.diveId, location: unplaced.location, depthMeters: unplaced.depthMeters }).toEqual({ diveId: null, location: null, depthMeters: null });
    app.cleanup();
  });

  test("deleting a dive keeps its identifications, unlinked, without the dive's place and depth", async () => {
    const { app, diver, blueCorner } = await diverWithLog();
    const during = (await upload(diver, { observedAt: '2025-06-14T09:41:07' })).data!;
    expect((await diver.api.dives({ id: blueCorner.id }).delete()).status).toBe(204);
    const kept = (await diver.api.identifications({ id: during.id }).get()).data!;
    expect(matched(kept)).toEqual({ diveId: null, location: null, depthMeters: null, depthSource: null });
    expect((await diver.api.dives({ id: blueCorner.id }).get()).status).toBe(404);
    app.cleanup();
  });
});
