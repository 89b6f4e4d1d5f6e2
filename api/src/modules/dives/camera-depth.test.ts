import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, makePremium, photo } from '../../../test-support/identify';
import { withCameraDepth } from '../../../test-support/exif-bytes';
import { fixtureFile, importLog } from '../../../test-support/dive-logs';

const provider = fakeModel();

async function diver() {
  const app = await identifyApp(provider.fake);
  const client = await app.signUp('diver');
  await makePremium(app.ctx.db, 'diver');
  const upload = async (tags: Parameters<typeof withCameraDepth>[1], fields: Record<string, string> = {}) => {
    const { id, diveId, depthMeters, depthSource } = (await identify(client, withCameraDepth(await photo(320, 240), tags), { fields })).data!;
    return { id, diveId, depthMeters, depthSource };
  };
  return { app, client, upload };
}

describe('POST /api/identify: the depth the camera recorded', () => {
  test("EXIF WaterDepth, or a GPS altitude below sea level, is the photo's depth when no dive gives one", async () => {
    const { app, upload } = await diver();
    expect(await upload({ takenAt: '2025-06-14T09:41:07', waterDepth: 12.5 })).toMatchObject({ diveId: null, depthMeters: 12.5, depthSource: 'camera' });
    // An OM System Tough: 7.25 m below sea level by its pressure sensor.
    expect(await upload({ takenAt: '2025-06-14T09:42:00', belowSeaLevel: 7.25 })).toMatchObject({ depthMeters: 7.25, depthSource: 'camera' });
    // What the diver typed wins over the camera.
    expect(await upload({ waterDepth: 12.5 }, { depthMeters: '9' })).toMatchObject({ depthMeters: 9, depthSource: 'user' });
    app.cleanup();
  });

  test("a dive's depth wins over the camera's; in the dive's margins, where it gives none, the camera's stays", async () => {
    const { app, client, upload } = await diver();
    const during = await upload({ takenAt: '2025-06-14T09:41:07', waterDepth: 12.5 });
    const margin = await upload({ takenAt: '2025-06-14T10:20:30', waterDepth: 1.2 });
    const imported = (await importLog(client, await fixtureFile('palau-trips.ssrf'))).data!.dives;
    const blueCorner = imported.find((dive) => dive.site?.name === 'Blue Corner')!;
    const after = async (id: number) => {
      const { diveId, depthMeters, depthSource } = (await client.api.identifications({ id }).get()).data!;
      return { diveId, depthMeters, depthSource };
    };
    expect(await after(during.id)).toEqual({ diveId: blueCorner.id, depthMeters: 18.48, depthSource: 'dive' });
    expect(await after(margin.id)).toEqual({ diveId: blueCorner.id, depthMeters: 1.2, depthSource: 'camera' });
    // Uploaded once the dive is known: the dive's depth too.
    expect(await upload({ takenAt: '2025-06-14T09:41:07', belowSeaLevel: 3 })).toMatchObject({ depthMeters: 18.48, depthSource: 'dive' });
    app.cleanup();
  });
});
