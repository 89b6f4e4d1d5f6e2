/**
 * How soon a second instance serves a full catalogue build the first one made, for a large catalogue (10,000
 * species and 30,000 photos by default, in the sea's shape: BENCH_SPECIES, BENCH_PHOTOS). Two instances share a seeded throwaway
 * PostgreSQL and an S3-compatible store (s3rver on loopback); at start one takes the rebuild lease and builds,
 * the other follows. Printed: the build, its copy to the bucket, and the second instance's fetch and swap, timed
 * from the lines each instance prints.
 *   bun bench/shared-build.ts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../api/src/db/client';
import { insertFixtures } from '../api/test-support/catalogue-fixtures';
import { seaFixtures } from '../api/test-support/sea';
import { REPO_ROOT } from '../api/test-support/server-process';
import { startCluster, type Cluster } from '../scripts/scale/cluster';
import { createDatabase, startPostgres } from '../scripts/scale/postgres';
import { startS3 } from '../scripts/scale/s3';
import { figure } from './support/figures';

const SPECIES = Number(process.env.BENCH_SPECIES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 30_000);
const SITE_DIR = join(REPO_ROOT, 'dist/bench-site');

/** The site as `npm run build` makes it: the page templates and the Astro project both instances build from. */
async function buildSite(): Promise<void> {
  if (existsSync(join(SITE_DIR, 'index.html'))) return;
  console.log('Building the site…');
  const build = Bun.spawn([process.execPath, '--bun', 'astro', 'build', '--silent'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_BUILD_DIR: SITE_DIR },
    stderr: 'inherit',
  });
  if ((await build.exited) !== 0) throw new Error('astro build failed');
}

/** When each line first appeared in an instance's output, in ms since `since`, checked every 20 ms. */
function watch(cluster: Cluster, since: number, lines: string[]) {
  const seen = cluster.instances.map(() => new Map<string, number>());
  const timer = setInterval(() => {
    cluster.instances.forEach((instance, i) => {
      const printed = instance.printed();
      for (const line of lines) if (!seen[i]!.has(line) && printed.includes(line)) seen[i]!.set(line, performance.now() - since);
    });
  }, 20);
  return { seen, stop: () => clearInterval(timer) };
}

/** Seeds a database in a process of its own: the dialect of a process is set by its DATABASE_URL at start. */
async function seed(database: string): Promise<void> {
  const child = Bun.spawn([process.execPath, import.meta.path], { env: { ...process.env, DATABASE_URL: database, SEED_ONLY: '1' }, stdout: 'inherit', stderr: 'inherit' });
  if ((await child.exited) !== 0) throw new Error('seeding the catalogue failed');
}

if (process.env.SEED_ONLY) {
  const seeded = await openDatabase(process.env.DATABASE_URL!);
  const sea = seaFixtures(PHOTOS, { species: SPECIES });
  await insertFixtures(seeded.db, sea.rows, { taxa: sea.taxa });
  await seeded.close();
  process.exit(0);
}

await buildSite();
const postgresServer = await startPostgres();
const store = await startS3();
process.env.DATABASE_URL = postgresServer.url;
Object.assign(process.env, store.env);
try {
  const database = await createDatabase(postgresServer.url, 'reefid_bench_shared_build');
  await seed(database);
  console.log(`${SPECIES} species, ${PHOTOS} photos seeded; starting two instances on ${navigator.hardwareConcurrency} cores`);

  const started = performance.now();
  // A first start without a build reads every page (a few minutes at 100,000 species) before it listens.
  const cluster = await startCluster({ instances: 2, database, env: { SITE_DIR }, startWaitMs: 15 * 60_000 });
  const RUNNING = 'Catalogue rebuild started';
  const REBUILT = 'Catalogue rebuilt';
  const SHARED = 'shared through the bucket';
  const TAKEN = 'taken from the shared store';
  const watching = watch(cluster, started, [RUNNING, REBUILT, SHARED, TAKEN]);
  try {
    const both = () => watching.seen.some((lines) => lines.has(TAKEN)) && watching.seen.some((lines) => lines.has(REBUILT));
    for (let waited = 0; !both(); waited += 100) {
      if (waited > 15 * 60_000) throw new Error(`no instance took the shared build:\n${cluster.instances.map((instance) => instance.printed()).join('\n---\n')}`);
      await Bun.sleep(100);
    }
  } finally {
    watching.stop();
  }
  const builder = watching.seen.findIndex((lines) => lines.has(SHARED));
  const [made, taker] = [watching.seen[builder]!, watching.seen[1 - builder]!];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const printed = cluster.instances[builder]!.printed();
  console.log(printed.split('\n').filter((line) => line.includes(REBUILT) || line.includes(SHARED)).join('\n'));
  // The builder shares its build before it swaps it in (catalogue-site.ts), so the other instance fetches while it swaps.
  const lag = taker.get(TAKEN)! - made.get(REBUILT)!;
  const [building, sharing, swapping, taking] = [made.get(RUNNING), made.get(SHARED), made.get(REBUILT), taker.get(TAKEN)];
  figure('full build and its copy to the bucket (lease → named as shared)', { building, sharing }, seconds(sharing! - building!));
  figure('first instance swaps it in (named → swapped in)', { sharing, swapping }, seconds(swapping! - sharing!));
  figure('other instance fetches it and swaps it in (named → swapped in)', { sharing, taking }, seconds(taking! - sharing!));
  // Either may come first: the lag is a figure of either sign.
  figure("other instance serves it after the first's swap", { swapping, taking }, lag >= 0 ? seconds(lag) : `${seconds(-lag)} before it`, { text: '<= 5 s', met: lag <= 5000 });
  await cluster.stop();
} finally {
  await store.stop();
  await postgresServer.stop();
}
