import { describe, expect, test } from 'bun:test';
import { diveLogs } from '../../db/schema';
import { diveApp, fixtureFile, generatedLog, importLog } from '../../../test-support/dive-logs';

/** A dive app with a diver signed up, and its tables' row counts. */
async function diverApp() {
  const app = await diveApp();
  const diver = await app.signUp('diver');
  const rows = { dives: () => app.sql<{ n: number }>`SELECT count(*) AS n FROM dives`, dive_logs: () => app.sql<{ n: number }>`SELECT count(*) AS n FROM dive_logs` };
  const count = async (table: keyof typeof rows) => Number((await rows[table]())[0]!.n);
  return { ...app, diver, count };
}

/**
 * Imports the account made earlier in the hour, as their rows (`seconds` after `from`, each of `bytes`, adding no
 * dive): a watch's folder of files is thousands of imports, set up here without reading thousands of files.
 */
async function earlierImports(app: Awaited<ReturnType<typeof diverApp>>, imports: Array<{ seconds: number; bytes: number; from?: number }>) {
  const [user] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = 'diver'`;
  const from = Date.parse('2026-03-01T10:00:00Z');
  const rows = imports.map(({ seconds, bytes, from: start = from }) => ({ userId: Number(user!.id), fileName: 'dive.fit', format: 'fit' as const, fileUrl: '', fileBytes: bytes, createdAt: new Date(start + seconds * 1000) }));
  for (let i = 0; i < rows.length; i += 500) await app.ctx.db.insert(diveLogs).values(rows.slice(i, i + 500));
}

describe('POST /api/dives/import: limits', () => {
  test('a log of 10,001 dives is refused with 413 before anything is written', async () => {
    const app = await diverApp();
    const answer = await importLog(app.diver, generatedLog(10_001));
    expect(answer.status).toBe(413);
    expect(answer.error!.value.message).toBe('This dive log has more than 10,000 dives. Please import it in parts of at most 10,000 dives.');
    expect([await app.count('dives'), await app.count('dive_logs'), app.storedLogs()]).toEqual([0, 0, []]);
  });

  test('an account holds up to 20,000 dives: a log that would pass it is refused with 409; the dives it already holds do not count', async () => {
    const app = await diverApp();
    expect((await importLog(app.diver, generatedLog(10_000))).data!.imported).toBe(10_000);
    expect((await importLog(app.diver, generatedLog(9_999, { from: '2003-01-01T08:00:00' }))).data!.imported).toBe(9_999);
    // 9,999 dives held and one new: the 20,000th is taken.
    const last = await importLog(app.diver, generatedLog(10_000, { from: '2003-01-01T08:00:00' }));
    expect(last.data).toMatchObject({ imported: 1, duplicates: 9_999 });
    const before = [await app.count('dives'), await app.count('dive_logs'), app.storedLogs()];
    expect(before.slice(0, 2)).toEqual([20_000, 3]);
    // 9,999 dives held and one new: the 20,001st is refused, and nothing is written.
    const over = await importLog(app.diver, generatedLog(10_000, { from: '2003-01-01T09:00:00' }));
    expect(over.status).toBe(409);
    expect(over.error!.value.message).toBe('An account holds at most 20,000 dives: yours has 20,000, and this log would add 1 more.');
    expect([await app.count('dives'), await app.count('dive_logs'), app.storedLogs()]).toEqual(before);
    // A log the account holds already still imports: it adds nothing.
    expect((await importLog(app.diver, generatedLog(3))).data).toMatchObject({ imported: 0, duplicates: 3 });
  });

  test('an hour holds 2,000 imports: the 2,001st is refused with 429 and Retry-After; imports that added nothing count too', async () => {
    const app = await diverApp();
    const first = Date.parse('2026-03-01T10:00:00Z');
    const at = (seconds: number) => app.setNow(new Date(first + seconds * 1000));
    // The same log twice: the second adds nothing, and counts by the size of the file read.
    const palau = await fixtureFile('palau-trips.ssrf');
    for (const seconds of [0, 60]) {
      at(seconds);
      expect((await importLog(app.diver, palau)).status).toBe(201);
    }
    expect((await app.sql<{ file_bytes: number }>`SELECT file_bytes FROM dive_logs ORDER BY id`).map((row) => Number(row.file_bytes))).toEqual([palau.size, palau.size]);
    // A watch's folder of one-dive files: 1,998 more in the same hour.
    await earlierImports(app, Array.from({ length: 1998 }, (_, i) => ({ seconds: 120 + i, bytes: 60_000 })));
    const files = app.storedLogs();
    for (const [seconds, wait] of [[1800, '1800'], [3599, '1']] as const) {
      at(seconds);
      const refused = await importLog(app.diver, generatedLog(1));
      expect(refused.status).toBe(429);
      expect(refused.error!.value).toEqual({ code: 'dives.too_many_imports', message: 'You can import up to 2,000 dive log files, or 750 MB, an hour. Please try again later.' });
      expect(refused.response.headers.get('retry-after')).toBe(wait);
    }
    expect([await app.count('dives'), await app.count('dive_logs'), app.storedLogs()]).toEqual([4, 2000, files]);
    // An hour after the first, it has left the hour.
    at(3600);
    expect((await importLog(app.diver, generatedLog(1))).data).toMatchObject({ imported: 1 });
  });

  test("an hour holds 750 MB of files: one that would pass it waits until enough of the hour's files have left it", async () => {
    const app = await diverApp();
    const first = Date.parse('2026-03-01T10:00:00Z');
    const MB = 1024 * 1024;
    // 29 of the largest logs, and one a megabyte smaller: 749 MB.
    await earlierImports(app, [...Array.from({ length: 29 }, (_, i) => ({ seconds: i * 60, bytes: 25 * MB })), { seconds: 1800, bytes: 24 * MB }].map((row) => ({ ...row, from: first })));
    app.setNow(new Date(first + 2400 * 1000));
    // A file of 2 MB would make 751 MB: the first file must leave the hour, at 3600 s.
    const refused = await importLog(app.diver, generatedLog(1, { bytes: 2 * MB }));
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('1200');
    // A file of 1 MB fits.
    expect((await importLog(app.diver, generatedLog(1, { bytes: MB - 100 }))).data).toMatchObject({ imported: 1 });
  });

  test('two imports at once as the 2,000th and 2,001st of the hour: one is taken, the other refused', async () => {
    const app = await diverApp();
    const now = Date.parse('2026-03-01T10:00:00Z');
    await earlierImports(app, Array.from({ length: 1999 }, (_, i) => ({ seconds: i, bytes: 1000, from: now - 3000 * 1000 })));
    app.setNow(new Date(now));
    const both = await Promise.all([importLog(app.diver, generatedLog(1, { from: '2002-01-01T08:00:00' })), importLog(app.diver, generatedLog(1, { from: '2002-02-01T08:00:00' }))]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect([await app.count('dives'), await app.count('dive_logs')]).toEqual([1, 2000]);
  });

  test("log files are kept within 100 MB per account, the oldest dropped first; their imports' dives stay", async () => {
    const app = await diverApp();
    const MB = 1024 * 1024;
    // Logs of exactly 25 MB, the largest taken, and the smallest: a dive and no more.
    const log = (name: string, from: string, bytes = 25 * MB) => generatedLog(1, { from, bytes, name });
    for (const [i, month] of ['01', '02', '03', '04'].entries()) {
      expect((await importLog(app.diver, log(`big-${i}.ssrf`, `2010-${month}-01T08:00:00`))).data).toMatchObject({ imported: 1, logFilesDropped: 0 });
    }
    const kept = async () => (await app.sql<{ file_name: string; file_url: string }>`SELECT file_name, file_url FROM dive_logs ORDER BY id`).filter((row) => row.file_url).map((row) => row.file_name);
    expect(await kept()).toEqual(['big-0.ssrf', 'big-1.ssrf', 'big-2.ssrf', 'big-3.ssrf']);
    // The first as a log from before sizes were kept: its size is read from its file.
    await app.sql`UPDATE dive_logs SET file_bytes = NULL WHERE file_name = 'big-0.ssrf'`;
    // 100 MB kept, and a small log more: the oldest goes, and only it.
    expect((await importLog(app.diver, log('small.ssrf', '2010-05-01T08:00:00', 0))).data).toMatchObject({ imported: 1, logFilesDropped: 1 });
    expect(await kept()).toEqual(['big-1.ssrf', 'big-2.ssrf', 'big-3.ssrf', 'small.ssrf']);
    expect(app.storedLogs()).toHaveLength(4);
    expect((await importLog(app.diver, log('big-4.ssrf', '2010-06-01T08:00:00'))).data).toMatchObject({ imported: 1, logFilesDropped: 1 });
    expect(await kept()).toEqual(['big-2.ssrf', 'big-3.ssrf', 'small.ssrf', 'big-4.ssrf']);
    expect(app.storedLogs()).toHaveLength(4);
    expect([await app.count('dives'), await app.count('dive_logs')]).toEqual([6, 6]);
  });

  test('the answer is a summary: the counts and the newest 50 dives added', async () => {
    const app = await diverApp();
    const answer = (await importLog(app.diver, generatedLog(120, { from: '2001-01-01T00:00:00' }))).data!;
    expect({ ...answer, dives: answer.dives.length }).toEqual({ imported: 120, duplicates: 0, skippedSamples: 0, skippedDives: 0, positioned: 0, logFilesDropped: 0, dives: 50 });
    // Hour 119 to hour 70 of the log, newest first.
    expect([answer.dives[0]!.startedAt, answer.dives[49]!.startedAt]).toEqual(['2001-01-05T23:00:00', '2001-01-03T22:00:00']);
    const again = (await importLog(app.diver, generatedLog(130, { from: '2001-01-01T00:00:00' }))).data!;
    expect({ imported: again.imported, duplicates: again.duplicates, starts: again.dives.map((dive) => dive.startedAt).slice(0, 2) }).toEqual({
      imported: 10,
      duplicates: 120,
      starts: ['2001-01-06T09:00:00', '2001-01-06T08:00:00'],
    });
    expect(again.dives).toHaveLength(10);
  });
});
