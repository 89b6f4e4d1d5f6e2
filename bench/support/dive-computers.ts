/**
 * The figures of issue 42 ("every dive computer"), against a real server process:
 * - a watch's folder: 1,000 FIT files of one dive each (45 to 60 minutes, a record a second, as a Descent records),
 *   imported one file at a time, as the dives screen sends a folder. Target: at most 5 s in all.
 * - a boat's GPS track of 50,000 points (one every 10 s, nearly six days) placing 500 dives that had no position.
 *   Target: at most 1 s.
 */
import { wallClockText } from '@rules/dives';
import { gpxTrack } from '../../api/test-support/dive-files';
import { fitDives } from '../../api/src/lib/dive-logs/fit';
import { withDiveServer } from './dive-server';
import { figure } from './figures';
import { watchFit } from './watch-fit';

const FOLDER = 1000;
const TRACK_POINTS = 50_000;
const TRACK_DIVES = 500;
const START = Date.UTC(2023, 7, 10, 6, 0, 0) / 1000;

/** Dive n of the folder: two a day, 45 to 60 minutes, 6 to 30 m, at UTC+8, a record a second. */
function folderFile(n: number): File {
  const start = START + Math.floor(n / 2) * 86400 + (n % 2) * 4 * 3600;
  const bytes = watchFit({ startUtc: start, utcOffsetMinutes: 480, seconds: 2700 + ((n * 37) % 900), maxDepth: 6 + (n % 25) });
  return new File([new Uint8Array(bytes)], `ACTIVITY_${n}.fit`, { type: 'application/octet-stream' });
}

export async function fitFolderFigures(port: number): Promise<void> {
  const files = Array.from({ length: FOLDER }, (_, n) => folderFile(n));
  const megabytes = files.reduce((sum, file) => sum + file.size, 0) / 1024 / 1024;
  // The reading alone, in this process: what each file costs before the database.
  const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const reading = performance.now();
  for (const file of bytes) fitDives(file, new Date());
  const readingSeconds = (performance.now() - reading) / 1000;
  await withDiveServer(port, async (server) => {
    const started = performance.now();
    let imported = 0;
    for (const file of files) {
      const answer = await server.importFile(file);
      if (answer.status !== 201) throw new Error(`${file.name}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
      imported += ((await answer.json()) as { imported: number }).imported;
    }
    const seconds = (performance.now() - started) / 1000;
    if (imported !== FOLDER) throw new Error(`the folder imported ${imported} dives, not ${FOLDER}`);
    console.log(`FIT folder: ${FOLDER} files, ${megabytes.toFixed(0)} MB; reading alone ${readingSeconds.toFixed(2)} s (${((readingSeconds * 1000) / FOLDER).toFixed(1)} ms a file)`);
    figure(`A ${FOLDER}-file FIT folder, one file at a time`, { seconds, readingSeconds }, `${seconds.toFixed(2)} s`, { text: '<= 5 s', met: seconds <= 5 });
  });
}

/** A Subsurface log of the track's dives, without sites: 20 minutes each, one every 16 minutes 40 s of the track, at UTC+8. */
function trackDivesLog(): File {
  const dives = Array.from({ length: TRACK_DIVES }, (_, n) => {
    const [date, time] = wallClockText(START + 8 * 3600 + 600 + n * ((TRACK_POINTS * 10) / TRACK_DIVES)).split('T');
    return `<dive number='${n + 1}' date='${date}' time='${time}' duration='20:00 min'>\n</dive>`;
  });
  return new File([`<divelog program='subsurface' version='3'>\n<dives>\n${dives.join('\n')}\n</dives>\n</divelog>\n`], 'trip.ssrf', { type: 'application/xml' });
}

/** The boat drifting along a reef: a point every 10 s. */
function boatTrack(): File {
  const points = Array.from({ length: TRACK_POINTS }, (_, i): [string, number, number] => [new Date((START + i * 10) * 1000).toISOString(), 1.45 + i * 1e-6, 125.2 + Math.sin(i / 500) * 0.01]);
  return new File([gpxTrack(points)], 'boat.gpx', { type: 'application/gpx+xml' });
}

export async function trackFigures(port: number): Promise<void> {
  await withDiveServer(port, async (server) => {
    const log = await server.importFile(trackDivesLog());
    if (log.status !== 201) throw new Error(`the dives' log: ${log.status}`);
    const track = boatTrack();
    const started = performance.now();
    const answer = await server.importFile(track, 480);
    const seconds = (performance.now() - started) / 1000;
    const { positioned } = (await answer.json()) as { positioned: number };
    if (answer.status !== 201 || positioned !== TRACK_DIVES) throw new Error(`the track: ${answer.status}, ${positioned} dives positioned`);
    const shown = `${seconds.toFixed(2)} s (${(track.size / 1024 / 1024).toFixed(1)} MB, ${positioned} placed)`;
    figure(`A ${TRACK_POINTS.toLocaleString('en')}-point GPX track placing ${TRACK_DIVES} dives`, { seconds, positioned }, shown, { text: '<= 1 s', met: seconds <= 1 });
  });
}
