/**
 * Dive logs: a generated Subsurface log of 1,000 dives with 10-second samples (about 300,000 samples), imported
 * into the real server process: the time of the import and the server's peak RSS (VmHWM). Then matching: 500
 * photos against those 1,000 dives, timed as the rule alone, and as the import's step that places earlier photos
 * (read, matched, written to the database).
 * Targets: import at most 5 s with peak RSS under 400 MB; matching 500 photos at most 200 ms.
 * Then matching for an account at its limit of 20,000 dives: a photo at upload (the dives within reach of its time
 * read through the index, then matched), spread over years and packed into weeks; and 10,000 photos against
 * 10,000 overlapping day-long dives (the most one log may hold), the rule alone.
 * Then hostile logs (decision 111): the time to read each in this process, and, on one instance with a published
 * species page, how long /healthz and that page take to answer while each log, and the 1,000-dive one, is imported.
 * Target: under 100 ms, every time.
 *
 * Then a watch's folder of 1,000 FIT files imported one at a time (at most 5 s), and a GPX track of 50,000 points
 * placing 500 dives (at most 1 s): bench/support/dive-computers.ts.
 *
 *   npm run bench:dives      (BENCH_DIVES=matching: the matching figures alone; BENCH_DIVES=computers: the folder and track)
 */
import { matchPhotos } from '../rules/dive-matching';
import { depthAt, wallClockText, type ProfileSample } from '../rules/dives';
import { testApp } from '../api/test-support/harness';
import { insertIdentification } from '../api/test-support/admin-fixtures';
import { eq } from 'drizzle-orm';
import { transaction } from '../api/src/db/client';
import { dives } from '../api/src/db/schema';
import { identificationsForDives as identifications, type DivePlacement } from '../api/src/modules/identifications';
import { diveMatcher } from '../api/src/modules/dives';
import { hostileLogs, readingTimes, answersWhileImporting } from './support/dive-logs';
import { fitFolderFigures, trackFigures } from './support/dive-computers';
import { withDiveServer } from './support/dive-server';
import { exitWithFigures, figure } from './support/figures';

const DIVES = 1000;
const PHOTOS = 500;
const PORT = Number(process.env.BENCH_PORT ?? 4470);
const START = Date.UTC(2020, 0, 1, 9, 0, 0) / 1000;

/** Dive n: two a day from 1 January 2020, 45 to 60 minutes, a square profile with some wobble, a site of 50. */
function diveOf(n: number) {
  const startedAt = START + Math.floor(n / 2) * 86400 + (n % 2) * 4 * 3600;
  const duration = 2700 + ((n * 37) % 900);
  const profile: ProfileSample[] = [];
  for (let t = 10; t <= duration; t += 10) {
    const bottom = 12 + (n % 25);
    const depth = Math.min(bottom, t / 20, (duration - t) / 20) + Math.sin(t / 90);
    profile.push([t, Math.max(0, Math.round(depth * 10) / 10)]);
  }
  return { startedAt: wallClockText(startedAt), duration, profile, site: n % 50, max: Math.max(...profile.map(([, d]) => d)) };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} min`;

function subsurfaceLog(): string {
  const sites = Array.from({ length: 50 }, (_, i) => `<site uuid='${(0x10000000 + i).toString(16)}' name='Site ${i}' gps='${(7 + i / 100).toFixed(6)} ${(134 + i / 100).toFixed(6)}'>\n</site>`);
  const dives: string[] = [];
  for (let n = 0; n < DIVES; n++) {
    const dive = diveOf(n);
    const [date, time] = dive.startedAt.split('T');
    if (n % 10 === 0) dives.push(`${n ? '</trip>\n' : ''}<trip date='${date}' time='${time}' location='Trip ${n / 10}'>`);
    const samples = dive.profile.map(([t, d]) => `  <sample time='${clock(t)}' depth='${d} m' />`).join('\n');
    dives.push(
      `<dive number='${n + 1}' divesiteid='${(0x10000000 + dive.site).toString(16)}' date='${date}' time='${time}' duration='${clock(dive.duration)}'>\n  <divecomputer model='Bench' deviceid='12345678'>\n  <depth max='${dive.max} m' />\n${samples}\n  </divecomputer>\n</dive>`,
    );
  }
  return `<divelog program='subsurface' version='3'>\n<divesites>\n${sites.join('\n')}\n</divesites>\n<dives>\n${dives.join('\n')}\n</trip>\n</dives>\n</divelog>\n`;
}

const logFile = (log: string) => new File([log], 'bench.ssrf', { type: 'application/xml' });
const form = (log: string) => {
  const body = new FormData();
  body.append('file', logFile(log));
  return body;
};

function importIntoServer(log: string) {
  return withDiveServer(PORT, async (server) => {
    const idle = server.peakRssMb();
    const started = performance.now();
    const answer = await server.importFile(logFile(log));
    const seconds = (performance.now() - started) / 1000;
    const body = (await answer.json()) as { imported: number };
    const peakFirst = server.peakRssMb();
    if (answer.status !== 201 || body.imported !== DIVES) throw new Error(`import failed: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
    const again = performance.now();
    const repeat = (await (await server.importFile(logFile(log))).json()) as { duplicates: number };
    return { seconds, idle, peakFirst, peak: server.peakRssMb(), repeatSeconds: (performance.now() - again) / 1000, duplicates: repeat.duplicates };
  });
}

/** A photo time inside dive n, or between dives for every fifth one (those match nothing). */
const photoTime = (i: number) => {
  const dive = diveOf((i * 7) % DIVES);
  const start = Date.parse(`${dive.startedAt}Z`) / 1000;
  return wallClockText(i % 5 === 4 ? start - 3 * 3600 : start + (i * 13) % dive.duration);
};

function matchingByRule() {
  const dives = Array.from({ length: DIVES }, (_, n) => {
    const dive = diveOf(n);
    return { id: n + 1, startedAt: dive.startedAt, durationSeconds: dive.duration, cameraOffsetSeconds: 0, profile: JSON.stringify(dive.profile) };
  });
  const times = Array.from({ length: PHOTOS }, (_, i) => photoTime(i));
  const started = performance.now();
  const profiles = new Map<number, ProfileSample[]>();
  let matched = 0;
  for (const match of matchPhotos(times, dives)) {
    if (!match) continue;
    if (!profiles.has(match.dive.id)) profiles.set(match.dive.id, JSON.parse(match.dive.profile) as ProfileSample[]);
    if (depthAt(profiles.get(match.dive.id)!, match.dive.durationSeconds, match.seconds) !== null) matched++;
  }
  return { ms: performance.now() - started, matched };
}

/**
 * The import's step that places a diver's earlier photos, by the same door functions and rule it uses: the photos
 * on no dive read, each matched against the 1,000 dives, and written with its dive, place and depth.
 */
async function matchingAtImport(log: string) {
  const app = await testApp();
  const client = app.client();
  const user = await client.register('bench');
  const answer = await client.post('/api/dives/import', form(log));
  if (answer.status !== 201) throw new Error(`import failed: ${answer.status}`);
  for (let i = 0; i < PHOTOS; i++) await insertIdentification(app, { userId: user.id, observedAt: photoTime(i) });
  const rows = await app.ctx.db.select().from(dives).where(eq(dives.userId, user.id));
  const started = performance.now();
  await transaction(app.ctx.db, async (tx) => {
    const profiles = new Map<number, ProfileSample[]>();
    const placements: DivePlacement[] = [];
    const photos = await identifications.photosWithoutDive(tx, user.id);
    const matches = matchPhotos(photos.map((photo) => photo.takenAt), rows);
    for (const [i, photo] of photos.entries()) {
      const match = matches[i];
      if (!match) continue;
      const dive = match.dive;
      if (!profiles.has(dive.id)) profiles.set(dive.id, JSON.parse(dive.profile) as ProfileSample[]);
      const position = { latitude: dive.latitude!, longitude: dive.longitude! };
      placements.push({ photo, diveId: dive.id, gives: { position, depthMeters: depthAt(profiles.get(dive.id)!, dive.durationSeconds, match.seconds) } });
    }
    await identifications.placeOnDives(tx, placements);
  });
  const ms = performance.now() - started;
  const [placed] = await app.sql<{ n: number }>`SELECT count(*) AS n FROM species_identifications WHERE dive_id IS NOT NULL`;
  return { ms, matched: Number(placed?.n) };
}

const ACCOUNT_DIVES = 20_000;
const UPLOADS = 200;

/**
 * Account dive n of 20,000 (the account's limit): `spread`, three a day from 1 January 2008 (a diver's 18 years);
 * `packed`, every 4 minutes (all 20,000 within 56 days, every one within reach of a camera offset of a month).
 * 45 to 60 minutes, a profile of 10-second samples.
 */
function accountDive(n: number, packed: boolean) {
  const start = packed ? START + n * 240 : Date.UTC(2008, 0, 1, 8) / 1000 + Math.floor(n / 3) * 86400 + (n % 3) * 12600;
  const duration = 2700 + ((n * 37) % 900);
  const profile = Array.from({ length: Math.floor(duration / 10) }, (_, i) => [i * 10 + 10, 12 + (i % 7)]);
  return { start, duration, profile: JSON.stringify(profile) };
}

/**
 * Matching at upload: a user with 20,000 dives, and 200 photos matched one after the other as uploads are, by the
 * port identifications call (the dives read, the match, its dive read). Four in five fall in a dive.
 */
async function matchingAtUpload(packed: boolean) {
  const app = await testApp();
  const user = await app.client().register('bench');
  for (let n = 0; n < ACCOUNT_DIVES; n += 500) {
    const rows = Array.from({ length: Math.min(500, ACCOUNT_DIVES - n) }, (_, i) => {
      const dive = accountDive(n + i, packed);
      return { userId: user.id, startedAt: wallClockText(dive.start), durationSeconds: dive.duration, profile: dive.profile };
    });
    await app.ctx.db.insert(dives).values(rows);
  }
  const takenAt = (i: number) => {
    const dive = accountDive((i * 97) % ACCOUNT_DIVES, packed);
    return wallClockText(i % 5 === 4 ? dive.start - 40 * 60 - 7 : dive.start + ((i * 13) % dive.duration));
  };
  for (let i = 0; i < 10; i++) await diveMatcher.diveOfPhoto(app.ctx, user.id, { takenAt: takenAt(i), diveId: null });
  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now();
    if (await diveMatcher.diveOfPhoto(app.ctx, user.id, { takenAt: takenAt(i), diveId: null })) matched++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  return { mean, p95: times[Math.floor(times.length * 0.95)]!, matched };
}

/**
 * Matching many photos against dives that overlap (the worst a log of 10,000 dives can hold: every one 24 hours
 * long, all starting within one day), the rule alone, as an import places a diver's earlier photos.
 */
function matchingOverlappingDives() {
  const count = 10_000;
  const overlapping = Array.from({ length: count }, (_, n) => ({ id: n + 1, startedAt: wallClockText(START + Math.floor((n * 86400) / count)), durationSeconds: 86400, cameraOffsetSeconds: 0 }));
  const times = Array.from({ length: count }, (_, i) => wallClockText(START + 86400 + ((i * 7919) % 86400)));
  const started = performance.now();
  const matched = matchPhotos(times, overlapping).filter((match) => match !== null).length;
  return { ms: performance.now() - started, matched };
}

async function matchingFigures() {
  const overlapping = matchingOverlappingDives();
  figure('Matching 10,000 photos, 10,000 overlapping dives', { ms: overlapping.ms, matched: overlapping.matched }, `${overlapping.ms.toFixed(0)} ms, ${overlapping.matched} placed`);
  for (const packed of [false, true]) {
    const upload = await matchingAtUpload(packed);
    const spread = packed ? 'all within 56 days' : 'three a day over 18 years';
    figure(`Matching at upload, ${ACCOUNT_DIVES.toLocaleString('en')} dives ${spread}`, { mean: upload.mean, p95: upload.p95, matched: upload.matched }, `${upload.mean.toFixed(1)} ms a photo (p95 ${upload.p95.toFixed(1)} ms), ${upload.matched} of ${UPLOADS} matched`);
  }
}

// The figures of the 1,000-dive log and hostile logs: only when no part is named (BENCH_DIVES).
if (!process.env.BENCH_DIVES) {
  const log = subsurfaceLog();
  if (process.env.WRITE_LOG) {
    await Bun.write(process.env.WRITE_LOG, log);
    process.exit(0);
  }
  console.log(`Log: ${DIVES} dives, ${(log.length / 1024 / 1024).toFixed(1)} MB, ${(log.match(/<sample /g) ?? []).length} samples`);
  const server = await importIntoServer(log);
  figure('Import into the server', { seconds: server.seconds }, `${server.seconds.toFixed(2)} s`, { text: '<= 5 s', met: server.seconds <= 5 });
  figure('  its peak RSS', { peakFirst: server.peakFirst, idle: server.idle }, `${server.peakFirst.toFixed(0)} MB (idle ${server.idle.toFixed(0)} MB)`, { text: '< 400 MB', met: server.peakFirst < 400 });
  const again = { repeatSeconds: server.repeatSeconds, duplicates: server.duplicates, peak: server.peak };
  figure('The same log again', again, `${server.repeatSeconds.toFixed(2)} s, ${server.duplicates} duplicates; peak RSS over both ${server.peak.toFixed(0)} MB`);
  const rule = matchingByRule();
  figure(`Matching ${PHOTOS} photos, ${DIVES} dives, the rule`, { ms: rule.ms, matched: rule.matched }, `${rule.ms.toFixed(1)} ms, ${rule.matched} placed`, { text: '<= 200 ms', met: rule.ms <= 200 });
  const atImport = await matchingAtImport(log);
  const shown = `${atImport.ms.toFixed(0)} ms, ${atImport.matched} placed`;
  figure(`Matching ${PHOTOS} earlier photos at import`, { ms: atImport.ms, matched: atImport.matched }, shown, { text: '<= 200 ms', met: atImport.ms <= 200 });
  for (const line of readingTimes()) console.log(line);
  for (const line of await answersWhileImporting([{ name: `the ${DIVES}-dive log`, text: log }, ...hostileLogs()])) console.log(line);
}
// BENCH_DIVES=computers: a watch's folder and a boat's track alone (issue 42).
if (process.env.BENCH_DIVES !== 'matching') {
  await fitFolderFigures(PORT + 1);
  await trackFigures(PORT + 2);
}
if (process.env.BENCH_DIVES !== 'computers') await matchingFigures();
exitWithFigures();
