import { describe, expect, test } from 'bun:test';
import { DECLARATIONS_REFUSED, diveLogReader, EMPTY_TRACK, NO_DIVES, NOT_A_DIVE_LOG, TOOK_TOO_LONG } from '../../lib/dive-logs';
import { unclosedSamples, unclosedWaypoints } from '../../lib/dive-logs/test-support';
import { makeAdmin } from '../../../test-support/identify';
import { servedApp } from '../../../test-support/operations';
import { diveApp, fixtureFile, importLog, textFile } from '../../../test-support/dive-logs';

describe('POST /api/dives/import', () => {
  test('a Subsurface log as written now: every dive, newest first, with its site; the file kept as uploaded', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const answer = await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    expect(answer.status).toBe(201);
    const body = answer.data!;
    expect({ imported: body.imported, duplicates: body.duplicates, skippedSamples: body.skippedSamples }).toEqual({ imported: 4, duplicates: 0, skippedSamples: 0 });
    expect(body.dives.map((dive) => dive.startedAt)).toEqual(['2025-06-18T10:00:00', '2025-06-16T08:45:00', '2025-06-14T13:05:00', '2025-06-14T09:30:00']);
    expect(body.dives[3]).toEqual({
      id: expect.any(Number),
      startedAt: '2025-06-14T09:30:00',
      utcOffsetMinutes: null,
      durationSeconds: 2730,
      maxDepthMeters: 22.1,
      site: { name: 'Blue Corner', latitude: 7.132557, longitude: 134.224213 },
      cameraOffsetSeconds: 0,
      identificationCount: 0,
    });
    expect(body.dives[0]!.site).toBeNull();
    expect(body.dives[1]!.site).toEqual({ name: "Jake's Plane", latitude: null, longitude: null });
    expect(app.storedLogs()).toHaveLength(1);
    const [log] = await app.sql<{ file_name: string; format: string }>`SELECT file_name, format FROM dive_logs`;
    expect(log).toEqual({ file_name: 'palau-trips.ssrf', format: 'subsurface' });
  });

  test('importing the same log again adds no copy: every dive is a duplicate', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    const again = await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    expect(again.status).toBe(201);
    expect(again.data).toMatchObject({ imported: 0, duplicates: 4, dives: [] });
    expect((await diver.api.dives.get()).data!).toHaveLength(4);
    // A log that adds nothing is not kept a second time.
    expect(app.storedLogs()).toHaveLength(1);
    // Another diver's identical log is theirs: dives are per user.
    const buddy = await app.signUp('buddy');
    expect((await importLog(buddy, await fixtureFile('palau-trips.ssrf'))).data!.imported).toBe(4);
  });

  test("an older Subsurface log (the position on each dive's location) and a UDDF file", async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const old = (await importLog(diver, await fixtureFile('hoodsport-v2.xml'))).data!;
    expect(old.dives).toEqual([
      expect.objectContaining({ startedAt: '2010-12-04T10:38:00', durationSeconds: 870, maxDepthMeters: 10.97, site: { name: 'Sund Rock, Hoodsport, WA, USA', latitude: 47.4002, longitude: -123.142299 } }),
    ]);
    const uddf = (await importLog(diver, await fixtureFile('poor-knights.uddf'))).data!;
    expect(uddf.dives).toEqual([
      expect.objectContaining({ startedAt: '2024-02-10T10:30:58', durationSeconds: 2700, maxDepthMeters: 24.8, site: { name: 'Northern Arch', latitude: -35.4485, longitude: 174.732 } }),
    ]);
    const formats = await app.sql<{ format: string }>`SELECT format FROM dive_logs ORDER BY id`;
    expect(formats.map((row) => row.format)).toEqual(['subsurface', 'uddf']);
  });

  test('impossible samples are left out and counted in the answer', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const answer = (await importLog(diver, await fixtureFile('impossible-samples.ssrf'))).data!;
    expect(answer.skippedSamples).toBe(3);
    const detail = (await diver.api.dives({ id: answer.dives[0]!.id }).get()).data!;
    expect(detail.profile).toEqual([{ seconds: 10, depthMeters: 1 }, { seconds: 360, depthMeters: 12 }, { seconds: 1140, depthMeters: 1 }]);
  });

  test('dives with an impossible start or duration are left out and counted; a log of only those adds nothing', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const dive = (date: string, duration: string) => `<dive date='${date}' time='10:00:00' duration='${duration}'><depth max='12 m' /></dive>`;
    const log = (...dives: string[]) => textFile(`<divelog program='subsurface' version='3'><dives>${dives.join('')}</dives></divelog>`);
    const answer = await importLog(diver, log(dive('2025-01-01', '40:00 min'), dive('1949-12-31', '40:00 min'), dive('2025-01-02', '1500:00 min')));
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({ imported: 1, duplicates: 0, skippedSamples: 0, skippedDives: 2 });
    const none = await importLog(diver, log(dive('1900-01-01', '40:00 min')));
    expect(none.status).toBe(201);
    expect(none.data).toMatchObject({ imported: 0, duplicates: 0, skippedDives: 1, dives: [] });
    expect(app.storedLogs()).toHaveLength(1);
  });

  describe('hostile logs', () => {
    test('64,000 UDDF waypoints never closed (625 KB), then 5 MB of them: 201, the dive kept, each waypoint a skipped sample', async () => {
      const app = await diveApp();
      const diver = await app.signUp('diver');
      const small = await importLog(diver, textFile(unclosedWaypoints(64_000), 'unclosed.uddf'));
      expect(small.status).toBe(201);
      expect(small.data).toMatchObject({ imported: 1, skippedSamples: 64_000, skippedDives: 0, dives: [{ startedAt: '2024-02-10T10:30:58', durationSeconds: 2700 }] });
      const large = await importLog(diver, textFile(unclosedWaypoints(520_000), 'unclosed.uddf'));
      expect(large.status).toBe(201);
      expect(large.data).toMatchObject({ imported: 0, duplicates: 1, skippedSamples: 520_000 });
    });

    test('5 MB of Subsurface samples never closed: 201, the dive kept without a profile', async () => {
      const app = await diveApp();
      const diver = await app.signUp('diver');
      const answer = await importLog(diver, textFile(unclosedSamples(5_000_000), 'unclosed.ssrf'));
      expect(answer.status).toBe(201);
      expect(answer.data).toMatchObject({ imported: 1, skippedSamples: 0, dives: [{ startedAt: '2025-01-01T10:00:00', durationSeconds: 1800 }] });
    });

    test('/healthz answers while a 5 MB log is being read, before the log is read and the import answered', async () => {
      const app = await diveApp();
      const served = servedApp(app);
      const diver = served.client();
      await diver.register('diver');
      const order: string[] = [];
      const read = diveLogReader.read;
      let begun!: () => void;
      const reading = new Promise<void>((resolve) => (begun = resolve));
      diveLogReader.read = (...args) => {
        begun();
        return read.apply(diveLogReader, args).finally(() => order.push('log read'));
      };
      try {
        const importing = importLog(diver, textFile(unclosedWaypoints(520_000), 'unclosed.uddf')).then((answer) => order.push(`import answered ${answer.status}`));
        await reading;
        const health = await served.handle(new Request('http://localhost:4321/healthz'));
        order.push(`/healthz answered ${health.status}`);
        await importing;
      } finally {
        diveLogReader.read = read;
      }
      expect(order).toEqual(['/healthz answered 200', 'log read', 'import answered 201']);
    });

    test('a log past its time budget: 422, and nothing kept', async () => {
      const app = await diveApp();
      const diver = await app.signUp('diver');
      const budget = diveLogReader.budgetMs;
      diveLogReader.budgetMs = 1;
      try {
        const answer = await importLog(diver, textFile(unclosedWaypoints(520_000), 'unclosed.uddf'));
        expect(answer.status).toBe(422);
        expect(answer.error!.value.message).toBe(TOOK_TOO_LONG);
      } finally {
        diveLogReader.budgetMs = budget;
      }
      expect(await app.sql`SELECT id FROM dives`).toEqual([]);
      expect(await app.sql`SELECT id FROM dive_logs`).toEqual([]);
      expect(app.storedLogs()).toEqual([]);
    });
  });

  describe('refused, leaving nothing behind', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE divelog [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<divelog program='subsurface' version='3'><dives><dive date='2025-01-01' time='10:00:00' duration='10:00 min'><notes>&xxe;</notes></dive></dives></divelog>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]><uddf version="3.2.0"><divesite><site id="s"><name>&lol2;</name></site></divesite></uddf>`;
    const cases: Array<[string, File, number, string]> = [
      ['an XXE file', textFile(xxe), 400, DECLARATIONS_REFUSED],
      ['an entity-expansion file', textFile(laughs), 400, DECLARATIONS_REFUSED],
      ['a GPX file without timed track points', textFile('<?xml version="1.0"?><gpx version="1.1"><trk><name>Walk</name></trk></gpx>', 'walk.gpx'), 400, EMPTY_TRACK],
      ['a KML file', textFile('<?xml version="1.0"?><kml><Document><name>Walk</name></Document></kml>', 'walk.kml'), 400, NOT_A_DIVE_LOG],
      ['a CSV export', textFile('date,time,depth\n2025-01-01,10:00,12\n', 'log.csv'), 400, NOT_A_DIVE_LOG],
      ['a log with no dives', textFile("<divelog program='subsurface' version='3'><divesites></divesites><dives></dives></divelog>"), 400, NO_DIVES],
      ['a file over 25 MB', new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'huge.ssrf'), 413, 'This dive log is larger than 25 MB'],
    ];
    for (const [what, file, status, message] of cases) {
      test(what, async () => {
        const app = await diveApp();
        const diver = await app.signUp('diver');
        const answer = await importLog(diver, file);
        expect(answer.status).toBe(status);
        expect(answer.error!.value.message).toBe(message);
        expect(await app.sql`SELECT id FROM dives`).toEqual([]);
        expect(await app.sql`SELECT id FROM dive_logs`).toEqual([]);
        expect(app.storedLogs()).toEqual([]);
      });
    }

    test('no file, or a visitor: 400 and 401', async () => {
      const app = await diveApp();
      const visitor = app.client();
      expect((await importLog(visitor, await fixtureFile('palau-trips.ssrf'))).status).toBe(401);
      await visitor.register('diver');
      // Raw: a form without the file, which the typed client would not send.
      const answer = await visitor.post('/api/dives/import', new FormData());
      expect(answer.status).toBe(400);
    });
  });
});

describe('GET /api/dives and /api/dives/{id}', () => {
  test('paged like the other lists, newest first', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    const first = await diver.api.dives.get({ query: { limit: '3' } });
    expect(first.data!.map((dive) => dive.startedAt)).toEqual(['2025-06-18T10:00:00', '2025-06-16T08:45:00', '2025-06-14T13:05:00']);
    const cursor = first.response.headers.get('x-next-cursor')!;
    const next = await diver.api.dives.get({ query: { limit: '3', cursor } });
    expect(next.data!.map((dive) => dive.startedAt)).toEqual(['2025-06-14T09:30:00']);
    expect(next.response.headers.get('x-next-cursor')).toBeNull();
  });

  test('a long profile comes back as at most 600 points, its deepest moment kept', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const samples = Array.from({ length: 1500 }, (_, i) => {
      const depth = i === 777 ? 38.4 : 10 + (i % 7);
      return `<sample time='${Math.floor((i * 2 + 2) / 60)}:${String((i * 2 + 2) % 60).padStart(2, '0')} min' depth='${depth} m' />`;
    });
    const log = `<divelog program='subsurface' version='3'><dives><dive date='2025-05-01' time='08:00:00' duration='50:00 min'><divecomputer><depth max='38.4 m' />${samples.join('')}</divecomputer></dive></dives></divelog>`;
    const id = (await importLog(diver, textFile(log))).data!.dives[0]!.id;
    const detail = (await diver.api.dives({ id }).get()).data!;
    expect(detail.profile.length).toBe(600);
    expect(detail.profile).toContainEqual({ seconds: 1556, depthMeters: 38.4 });
    expect(detail.identifications).toEqual([]);
  });

  test("another diver's dive is a 404 to read, edit or delete; an admin may read it", async () => {
    const app = await diveApp();
    const owner = await app.signUp('owner');
    const id = (await importLog(owner, await fixtureFile('hoodsport-v2.xml'))).data!.dives[0]!.id;
    const stranger = await app.signUp('stranger');
    expect((await stranger.api.dives({ id }).get()).status).toBe(404);
    expect((await stranger.api.dives({ id }).put({ siteName: 'Mine now' })).status).toBe(404);
    expect((await stranger.api.dives({ id }).delete()).status).toBe(404);
    expect((await stranger.api.dives.get()).data).toEqual([]);
    expect((await stranger.api.dives({ id: 'x' }).get()).status).toBe(400); // not an id
    await makeAdmin(app.ctx.db, 'stranger');
    expect((await stranger.api.dives({ id }).get()).data!.site!.name).toBe('Sund Rock, Hoodsport, WA, USA');
    expect((await owner.api.dives({ id }).get()).status).toBe(200);
  });

  test('PUT checks what it is given', async () => {
    const app = await diveApp();
    const diver = await app.signUp('diver');
    const id = (await importLog(diver, await fixtureFile('hoodsport-v2.xml'))).data!.dives[0]!.id;
    expect((await diver.api.dives({ id }).put({ latitude: 95, longitude: 10 })).status).toBe(400);
    expect((await diver.api.dives({ id }).put({ latitude: 10 })).status).toBe(400);
    expect((await diver.api.dives({ id }).put({ cameraOffsetSeconds: 1.5 })).status).toBe(400);
    const edited = await diver.api.dives({ id }).put({ siteName: '  Sund Rock  ', latitude: 47.4, longitude: -123.14, cameraOffsetSeconds: -120 });
    expect(edited.data).toMatchObject({ site: { name: 'Sund Rock', latitude: 47.4, longitude: -123.14 }, cameraOffsetSeconds: -120 });
  });
});
