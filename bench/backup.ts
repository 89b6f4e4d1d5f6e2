// Backup figures for the 10,000-species bench catalogue (30,000 published photos, each a file of its own;
// BENCH_SPECIES, BENCH_PHOTOS) on SQLite, through the operator commands as an operator runs them:
//   npm run bench:backup [-- backup load move]
// backup: a first and a second (incremental) `npm run backup` into a folder, and `npm run restore` of it;
// load:   the species page under wrk without and with a backup running (BENCH_WRK_SECONDS, BENCH_WRK_ROUNDS);
// move:   `npm run move-to-postgres` of the same database into a throwaway PostgreSQL.
// Prints each figure with its target; writes them to bench/results/backup.json. Not part of `npm test`.
//   bun bench/backup.ts random [photos=3000] [kilobytes=150]   the earlier in-process bench of random photos
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startPostgres } from '../scripts/scale/postgres';
import { CatalogueServer } from '../tests/e2e/support/catalogue-server-control';
import { folderSize, printed, runCommand } from './backup/commands';
import { benchRandomPhotos } from './backup/random-photos';
import { speciesPageUnderBackup } from './backup/under-load';
import { median } from './support/debian';
import { exitWithFigures, figure, type Measured } from './support/figures';

if (process.argv[2] === 'random') {
  await benchRandomPhotos(Number(process.argv[3] ?? 3000), Number(process.argv[4] ?? 150));
  exitWithFigures();
}

const SPECIES = Number(process.env.BENCH_SPECIES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 30_000);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4445);
const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 10);
const WRK_ROUNDS = Number(process.env.BENCH_WRK_ROUNDS ?? 2);
const ALL = ['backup', 'load', 'move'];
const steps = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ALL);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const results: Record<string, unknown> = { species: SPECIES, photos: PHOTOS, database: 'SQLite', cores: navigator.hardwareConcurrency, date: new Date().toISOString(), loadAverageAtStart: loadavg() };
const line = (label: string, values: Record<string, Measured>, value: string, target: string, ok: boolean) => figure(label, values, value, { text: target, met: ok });
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const BUN = process.execPath;

console.log(`Backup benchmarks, ${SPECIES} published species with ${PHOTOS} photos (a file each), SQLite, ${navigator.hardwareConcurrency} cores, load average ${load()}\n`);
console.log('Building the site as `npm run build` does...');
const build = Bun.spawn([BUN, '--bun', 'astro', 'build', '--silent'], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stderr: 'inherit' });
if ((await build.exited) !== 0) throw new Error('astro build failed');

const scratch = mkdtempSync(join(tmpdir(), 'reefid-bench-backup-'));
// The catalogue server's own environment picks SQLite: a DATABASE_URL or STORAGE_URL of the shell is not used.
delete process.env.DATABASE_URL;
delete process.env.STORAGE_URL;
const server = new CatalogueServer(SERVER_PORT, {
  SEED_COUNT: String(PHOTOS),
  SEED_SPECIES: String(SPECIES),
  SEED_OWN_PHOTO_FILES: '1',
  TARGET_COUNT: '1',
  CATALOGUE_REBUILD_DEBOUNCE_MS: '10000',
});
try {
  console.log(`Seeding ${SPECIES} species (${PHOTOS} photos, each its own file) and waiting for the first full build...`);
  const started = performance.now();
  await server.start();
  await server.command('settle');
  const dataDir = dirname(server.catalogueDir);
  const store = folderSize(join(dataDir, 'uploads'));
  const database = folderSize(dataDir).bytes - store.bytes - folderSize(server.catalogueDir).bytes;
  results.product = { seedAndFirstBuildSeconds: (performance.now() - started) / 1000, storeFiles: store.files, storeBytes: store.bytes, dataDirBytesOutsideStoreAndSite: database };
  console.log(`      seeded and built in ${s((performance.now() - started) / 1000)}: photo store ${store.files} files, ${mb(store.bytes)}; database (with WAL) ${mb(database)}\n`);

  if (steps.has('backup')) {
    const place = join(scratch, 'backups');
    const first = await runCommand([BUN, 'scripts/backup.ts', place], dataDir);
    const firstSize = folderSize(place);
    const firstFiles = printed(first.output, /(\d+) new/);
    line('First backup (`npm run backup -- <folder>`)', { seconds: first.seconds, bytes: firstSize.bytes }, `${s(first.seconds)}, ${mb(firstSize.bytes)}`, `every file copied (${store.files})`, firstFiles === store.files);

    // 1% new photos, as a few hours of uploads would add.
    const added = Math.ceil(PHOTOS / 100);
    const own = join(dataDir, 'uploads/fixtures/own');
    const some = readdirSync(own).slice(0, added);
    for (const [i, name] of some.entries()) await Bun.write(join(own, `added-${i}.jpg`), Buffer.concat([Buffer.from(await Bun.file(join(own, name)).arrayBuffer()), Buffer.from(`added ${i}`)]));
    const second = await runCommand([BUN, 'scripts/backup.ts', place], dataDir);
    const secondBytes = folderSize(place).bytes - firstSize.bytes;
    const [copied, referenced] = [printed(second.output, /(\d+) new/), printed(second.output, /(\d+) already at the destination/)];
    line(`Second backup, incremental (${added} new photos)`, { seconds: second.seconds, bytes: secondBytes }, `${s(second.seconds)}, ${mb(secondBytes)}`, `only the new copied (${added})`, copied === added && referenced === store.files);

    const restoredDir = join(scratch, 'restored');
    const restore = await runCommand([BUN, 'scripts/restore.ts', place, '--to-data-dir', restoredDir], dataDir);
    const restored = folderSize(join(restoredDir, 'uploads'));
    const restoredBytes = folderSize(restoredDir).bytes;
    const whole = store.files + added;
    line('Restore (`npm run restore`, every checksum checked)', { seconds: restore.seconds, bytes: restoredBytes }, `${s(restore.seconds)}, ${mb(restoredBytes)}`, `every file back (${whole})`, restored.files === whole);
    console.log(`      first: ${first.output.match(/written: .*/)?.[0]}; second: ${copied} new, ${referenced} referenced, ${second.output.match(/written: .*/)?.[0]}; load average ${load()}`);
    results.backup = {
      first: { seconds: first.seconds, bytes: firstSize.bytes, files: firstSize.files, copied: firstFiles },
      second: { seconds: second.seconds, bytes: secondBytes, copied, referenced },
      restore: { seconds: restore.seconds, bytes: restoredBytes, photoStoreFiles: restored.files },
      loadAverage: loadavg(),
    };
    rmSync(restoredDir, { recursive: true, force: true });
    rmSync(place, { recursive: true, force: true });
  }

  if (steps.has('load')) {
    const pageUrl = `http://127.0.0.1:${SERVER_PORT}/species/${server.seeded.published[10]}`;
    console.log(`\nThe species page under wrk (1 thread, 64 connections, ${WRK_ROUNDS} × ${WRK_SECONDS} s each way), without and with a backup running...`);
    const windows = await speciesPageUnderBackup(pageUrl, dataDir, scratch, { seconds: WRK_SECONDS, rounds: WRK_ROUNDS });
    const [quiet, busy] = [median(windows.without.map((w) => w.requestsPerSecond)), median(windows.withBackup.map((w) => w.requestsPerSecond))];
    const ratio = busy / quiet;
    line('Species page req/s with a backup running / without', { busy, quiet }, `${busy.toFixed(0)} / ${quiet.toFixed(0)} = ${ratio.toFixed(2)}`, '>= 0.90 (slower by at most 10%)', ratio >= 0.9);
    for (const [name, list] of Object.entries(windows)) {
      for (const w of list as Array<(typeof windows.withBackup)[number] | (typeof windows.without)[number]>) {
        const backup = 'backupSeconds' in w ? `, backup ${s(w.backupSeconds)} (try ${w.tries})` : '';
        console.log(`      ${name.padEnd(10)} ${w.requestsPerSecond.toFixed(0).padStart(6)}/s  latency mean ${w.latencyMs.mean.toFixed(2)} ms, p50 ${w.latencyMs.p50.toFixed(2)}, p90 ${w.latencyMs.p90.toFixed(2)}, p99 ${w.latencyMs.p99.toFixed(2)} ms; load ${w.loadAverage.toFixed(1)}${backup}`);
      }
    }
    results.speciesPageUnderBackup = { url: pageUrl, wrk: { threads: 1, connections: 64, seconds: WRK_SECONDS, rounds: WRK_ROUNDS }, ...windows, medianWithout: quiet, medianWith: busy, ratio };
  }

  if (steps.has('move')) {
    console.log('');
    const postgres = await startPostgres();
    try {
      const move = await runCommand(['npm', 'run', '--silent', 'move-to-postgres', '--', postgres.url], dataDir);
      const rows = printed(move.output, /Moved (\d+) rows/);
      line('`npm run move-to-postgres` of the same database', { seconds: move.seconds, rows }, `${s(move.seconds)}, ${rows} rows`, 'counts match (it stops otherwise)', true);
      console.log(`      ${move.output.trim().split('\n').filter((l) => /^\s+\S+\s+\d+ rows/.test(l)).sort((a, b) => Number(b.match(/([\d.]+) s$/)?.[1]) - Number(a.match(/([\d.]+) s$/)?.[1])).slice(0, 4).map((l) => l.trim().replace(/\s+/g, ' ')).join('; ')}; load average ${load()}`);
      results.moveToPostgres = { seconds: move.seconds, rows, loadAverage: loadavg() };
    } finally {
      await postgres.stop();
    }
  }
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/backup.json', JSON.stringify(results, null, 2));
console.log('\nFigures written to bench/results/backup.json');
