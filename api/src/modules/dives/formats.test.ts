import { describe, expect, test } from 'bun:test';
import { NOT_A_DIVE_LOG } from '../../lib/dive-logs';
import { descentFit, gpxTrack, macdiveXml, suuntoJson, uddf33, type DiveShape } from '../../../test-support/dive-files';
import { diveApp, importLog, textFile } from '../../../test-support/dive-logs';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { NEEDS_UTC_OFFSET } from './tracks';

const fitFile = (dive: DiveShape, name = 'ACTIVITY.fit') => new File([new Uint8Array(descentFit(dive))], name, { type: 'application/octet-stream' });
const rows = async (app: { sql: (strings: TemplateStringsArray) => Promise<unknown[]> }, table: 'dives' | 'dive_logs') =>
  (table === 'dives' ? await app.sql`SELECT id FROM dives` : await app.sql`SELECT id FROM dive_logs`).length;
const gpx = (points: Array<[string, number, number]>) => textFile(gpxTrack(points), 'boat.gpx');
const importWith = (client: TestClient, file: File, utcOffsetMinutes: string) => client.api.dives.import.post({ file, utcOffsetMinutes });

const lembeh: DiveShape = { start: '2025-08-17T08:51:59', utcOffsetMinutes: 480, seconds: 2700, maxDepth: 18.4 };

describe('POST /api/dives/import: every format, recognised by its content', () => {
  test('a Descent FIT file: the local start, its UTC offset, the dive and its position; kept as it came', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const answer = await importLog(diver, fitFile({ ...lembeh, position: { latitude: 1.4412, longitude: 125.2361 } }, 'dive.bin'));
    expect(answer.status).toBe(201);
    expect(answer.data!.dives[0]).toMatchObject({ startedAt: '2025-08-17T08:51:59', utcOffsetMinutes: 480, durationSeconds: 2690, maxDepthMeters: 18.4, site: { name: null, latitude: 1.4412, longitude: 125.2361 } });
    expect(await app.sql`SELECT format FROM dive_logs`).toEqual([{ format: 'fit' }]);
    expect(app.storedLogs()[0]).toEndWith('.fit');
  });

  test('the same dive from a FIT file and its UDDF conversion is one dive; a Suunto or MacDive log of another is another', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    await importLog(diver, fitFile(lembeh));
    // UDDF starts at the same second and says 2,700 s where the FIT file's samples say 2,690 (0.4% apart).
    expect((await importLog(diver, textFile(uddf33(lembeh), 'dive.uddf'))).data).toMatchObject({ imported: 0, duplicates: 1 });
    // 40 s later and 1.9% longer: still the same dive.
    const later = { ...lembeh, start: '2025-08-17T08:52:39', seconds: 2741 };
    expect((await importLog(diver, textFile(suuntoJson(later), 'dive.json'))).data).toMatchObject({ imported: 0, duplicates: 1 });
    // 61 s later, or 3% longer: another dive.
    expect((await importLog(diver, textFile(suuntoJson({ ...lembeh, start: '2025-08-17T08:53:00' }), 'a.json'))).data).toMatchObject({ imported: 1 });
    expect((await importLog(diver, textFile(macdiveXml([{ ...lembeh, seconds: 2771 }]), 'b.xml'))).data).toMatchObject({ imported: 1 });
    expect(await rows(app, 'dives')).toBe(3);
  });

  test('a file of no format read is 400 with code dives.not_a_log, and nothing is kept', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const answer = await importLog(diver, new File([new Uint8Array(await photo(64, 48))], 'dive.fit', { type: 'application/octet-stream' }));
    expect(answer.status).toBe(400);
    expect(answer.error!.value).toEqual({ code: 'dives.not_a_log', message: NOT_A_DIVE_LOG });
    expect([await rows(app, 'dive_logs'), app.storedLogs()]).toEqual([0, []]);
  });
});

describe('POST /api/dives/import: a GPX track places dives that have no position', () => {
  const provider = fakeModel();

  test("a dive whose log gave its offset gets the track's position at its start, and its photo the site; a dive with a position keeps it", async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    // 08:51:59 at UTC+8 is 00:51:59 UTC: 119 s into the 240 s between the points at 00:50 and 00:54.
    await importLog(diver, fitFile(lembeh));
    await importLog(diver, fitFile({ ...lembeh, start: '2025-08-17T09:00:00', seconds: 600, position: { latitude: 1.5, longitude: 125.5 } }));
    const during = (await identify(diver, await photo(320, 240), { fields: { observedAt: '2025-08-17T09:10:00' } })).data!;
    expect(during.location).toBeNull();
    const answer = await importLog(diver, gpx([
      ['2025-08-17T00:40:00Z', 1.4, 125.2],
      ['2025-08-17T00:50:00Z', 1.44, 125.23],
      ['2025-08-17T00:54:00Z', 1.45, 125.24],
    ]));
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({ imported: 0, positioned: 1, dives: [{ startedAt: '2025-08-17T08:51:59', site: { name: null, latitude: 1.444958, longitude: 125.234958 } }] });
    const after = (await diver.api.identifications({ id: during.id }).get()).data!;
    expect(after.location).toEqual({ latitude: 1.444958, longitude: 125.234958, source: 'dive' });
    const kept = (await diver.api.dives.get()).data!.find((dive) => dive.startedAt === '2025-08-17T09:00:00')!;
    expect(kept.site).toEqual({ name: null, latitude: 1.5, longitude: 125.5 });
    expect(await app.sql`SELECT format FROM dive_logs ORDER BY id`).toEqual([{ format: 'fit' }, { format: 'fit' }, { format: 'gpx' }]);
    app.cleanup();
  });

  test('a dive whose log gave no offset needs the form field: 400 dives.needs_utc_offset without it, placed with it', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    await importLog(diver, textFile(uddf33(lembeh, { withOffset: false }), 'dive.uddf'));
    const track = () => gpx([
      ['2025-08-17T00:40:00Z', 1.4, 125.2],
      ['2025-08-17T01:40:00Z', 1.5, 125.3],
    ]);
    const refused = await importLog(diver, track());
    expect(refused.status).toBe(400);
    expect(refused.error!.value).toEqual({ code: 'dives.needs_utc_offset', message: NEEDS_UTC_OFFSET });
    expect(await rows(app, 'dive_logs')).toBe(1);
    expect((await importWith(diver, track(), '99999')).error!.value).toMatchObject({ code: 'dives.bad_utc_offset' });
    const placed = await importWith(diver, track(), '480');
    expect(placed.data).toMatchObject({ positioned: 1, dives: [{ site: { latitude: 1.419972, longitude: 125.219972 } }] });
  });

  test('a track that covers none of the dives places nothing, and keeps no file', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    await importLog(diver, fitFile(lembeh));
    const answer = await importLog(diver, gpx([
      ['2025-08-18T00:40:00Z', 1.4, 125.2],
      ['2025-08-18T01:40:00Z', 1.5, 125.3],
    ]));
    expect(answer.data).toMatchObject({ positioned: 0, dives: [] });
    expect(app.storedLogs()).toHaveLength(1);
  });
});
