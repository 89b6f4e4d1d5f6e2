import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, makePremium, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { fixtureFile, importLog } from '../../../test-support/dive-logs';

const provider = fakeModel();

/**
 * A diver back from Palau (Blue Corner 14 June 09:30 to 10:15:30, German Channel 13:05 to 13:55, Jake's Plane 16 June
 * 08:45, one more on the 18th) whose camera stayed on a clock two hours behind: its photos of the 14th fall on no dive.
 */
async function diverWithSlowCamera() {
  const app = await identifyApp(provider.fake);
  const diver = await app.signUp('diver');
  await makePremium(app.ctx.db, 'diver');
  const dives = (await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!.dives;
  const named = (name: string) => dives.find((dive) => dive.site?.name === name)!;
  const upload = async (observedAt: string) => (await identify(diver, await photo(320, 240), { fields: { observedAt } })).data!;
  // 11 min 7 s into Blue Corner, 20 min into German Channel, 5 min into Jake's Plane, by the dive computer.
  const photos = [await upload('2025-06-14T07:41:07'), await upload('2025-06-14T11:25:00'), await upload('2025-06-16T06:50:00')];
  return { app, diver, photos, blueCorner: named('Blue Corner'), germanChannel: named('German Channel'), jakes: named("Jake's Plane") };
}

const sighting = async (client: TestClient, id: number) => {
  const { diveId, depthMeters, depthSource } = (await client.api.identifications({ id }).get()).data!;
  return { diveId, depthMeters, depthSource };
};

describe('PUT /api/dives/camera-offset', () => {
  test("a day's offset moves that day's photos onto their dives, and leaves the other days' dives as they were", async () => {
    const { app, diver, photos, blueCorner, germanChannel, jakes } = await diverWithSlowCamera();
    expect(photos.map((photo) => photo.diveId)).toEqual([null, null, null]);
    const answer = await diver.api.dives['camera-offset'].put({ cameraOffsetSeconds: 7200, from: '2025-06-14', to: '2025-06-14' });
    expect(answer.data).toEqual({ updated: 2, placed: 2 });
    expect(await sighting(diver, photos[0]!.id)).toEqual({ diveId: blueCorner.id, depthMeters: 18.48, depthSource: 'dive' });
    expect((await sighting(diver, photos[1]!.id)).diveId).toBe(germanChannel.id);
    expect((await sighting(diver, photos[2]!.id)).diveId).toBeNull();
    expect((await diver.api.dives({ id: jakes.id }).get()).data!.cameraOffsetSeconds).toBe(0);
    expect((await diver.api.dives({ id: blueCorner.id }).get()).data!.cameraOffsetSeconds).toBe(7200);
    app.cleanup();
  });

  test('without dates it sets every dive; set back, the photos leave the dives they no longer fall in', async () => {
    const { app, diver, photos, jakes } = await diverWithSlowCamera();
    expect((await diver.api.dives['camera-offset'].put({ cameraOffsetSeconds: 7200 })).data).toEqual({ updated: 4, placed: 3 });
    expect((await sighting(diver, photos[2]!.id)).diveId).toBe(jakes.id);
    expect((await diver.api.dives['camera-offset'].put({ cameraOffsetSeconds: 0, from: '2025-06-16' })).data).toEqual({ updated: 2, placed: 0 });
    expect(await sighting(diver, photos[2]!.id)).toEqual({ diveId: null, depthMeters: null, depthSource: null });
    app.cleanup();
  });

  test("another diver's dives stay as they were", async () => {
    const { app, diver, blueCorner } = await diverWithSlowCamera();
    const other = await app.signUp('other');
    expect((await other.api.dives['camera-offset'].put({ cameraOffsetSeconds: 600 })).data).toEqual({ updated: 0, placed: 0 });
    expect((await diver.api.dives({ id: blueCorner.id }).get()).data!.cameraOffsetSeconds).toBe(0);
    app.cleanup();
  });

  test('an offset past a month, not whole, a date that is not one, or dates the wrong way round: 400; a visitor: 401', async () => {
    const { app, diver, blueCorner } = await diverWithSlowCamera();
    const month = 31 * 24 * 3600;
    for (const body of [
      { cameraOffsetSeconds: month + 1 },
      { cameraOffsetSeconds: -month - 1 },
      { cameraOffsetSeconds: 1.5 },
      { cameraOffsetSeconds: 60, from: '2025-02-29' },
      { cameraOffsetSeconds: 60, to: '14/06/2025' },
      { cameraOffsetSeconds: 60, from: '2025-06-15', to: '2025-06-14' },
    ])
      expect([JSON.stringify(body), (await diver.put('/api/dives/camera-offset', body)).status]).toEqual([JSON.stringify(body), 400]);
    expect((await diver.api.dives['camera-offset'].put({ cameraOffsetSeconds: -month })).data!.updated).toBe(4);
    expect((await app.client().put('/api/dives/camera-offset', { cameraOffsetSeconds: 60 })).status).toBe(401);
    expect((await diver.api.dives({ id: blueCorner.id }).get()).data!.cameraOffsetSeconds).toBe(-month);
    app.cleanup();
  });
});
