/**
 * PostgreSQL against SQLite on this machine, for the two paths every instance shares: the quota check (one
 * conditional UPDATE per identification, taken and given back) and the catalogue.publish path (the publication, the species
 * pages and the catalogue's shared version). Each database runs in a process of its own, as the dialect is chosen
 * once per process; PostgreSQL is a throwaway server from Debian's package (scripts/scale/postgres.ts).
 *   bun bench/database.ts [checks=2000] [publishes=200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/src/db/client';
import { DIALECT } from '../api/src/db/dialect';
import { openScratchDatabase } from '../api/src/db/scratch';
import { loadConfig } from '../api/src/env';
import { accounts } from '../api/src/modules/accounts';
import { catalogue, catalogueFollower } from '../api/src/modules/catalogue';
import { diveMatcher } from '../api/src/modules/dives';
import { reviewLedger } from '../api/src/modules/reviews';
import { noteCatalogueChange } from '../catalogue/engine/repo';
import { fixtureIdentifications, insertFixtures } from '../api/test-support/catalogue-fixtures';
import { startPostgres } from '../scripts/scale/postgres';
import { row as figureRow } from './support/figures';

const CHECKS = Number(process.argv[2] ?? 2000);
const PUBLISHES = Number(process.argv[3] ?? 200);

async function measure(): Promise<{ checksPerSecond: number; publishesPerSecond: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-bench-db-'));
  // SQLite as the server runs it: a file in WAL mode, not an in-memory database.
  const database = DIALECT === 'sqlite' ? await openDatabase(join(folder, 'reefid.sqlite')) : await openScratchDatabase();
  const { db } = database;
  const config = loadConfig({ DATA_DIR: folder, COOKIE_SECRET: 'x'.repeat(32) });
  const ctx = { db, config, now: () => new Date(), catalogueFollower, diveMatcher, reviewLedger };
  const user = await accounts.createAccount(db, { username: 'bench', email: 'bench@example.com', password: 'bench-password' });

  let started = performance.now();
  for (let i = 0; i < CHECKS; i++) {
    if (!(await accounts.takeFreeIdentification(db, user.id))) throw new Error('the quota refused a free identification');
    await accounts.giveBackFreeIdentification(db, user.id);
  }
  const checksPerSecond = CHECKS / ((performance.now() - started) / 1000);

  const ids = await insertFixtures(db, fixtureIdentifications(PUBLISHES, { published: false, species: 40 }));
  started = performance.now();
  for (const id of ids) {
    await catalogue.publish(ctx, id);
    await noteCatalogueChange(db);
  }
  const publishesPerSecond = PUBLISHES / ((performance.now() - started) / 1000);
  await database.close();
  rmSync(folder, { recursive: true, force: true });
  return { checksPerSecond, publishesPerSecond };
}

async function inProcess(env: Record<string, string>) {
  const child = Bun.spawn([process.execPath, import.meta.path, String(CHECKS), String(PUBLISHES)], {
    env: { ...process.env, ...env, BENCH_DATABASE_CHILD: '1' },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const out = await new Response(child.stdout).text();
  if ((await child.exited) !== 0) throw new Error(`the ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} run failed`);
  return JSON.parse(out) as Awaited<ReturnType<typeof measure>>;
}

if (process.env.BENCH_DATABASE_CHILD) {
  console.log(JSON.stringify(await measure()));
} else {
  const sqlite = await inProcess({ DATABASE_URL: '' });
  const server = await startPostgres();
  try {
    const postgres = await inProcess({ DATABASE_URL: server.url });
    const row = (name: string, unit: string, a: number, b: number) =>
      figureRow(name, { sqlite: a, postgres: b }, `${name.padEnd(24)} SQLite ${a.toFixed(0).padStart(6)} ${unit}   PostgreSQL ${b.toFixed(0).padStart(6)} ${unit}   PostgreSQL/SQLite ${(b / a).toFixed(2)}`);
    console.log(`${CHECKS} quota checks (take and give back), ${PUBLISHES} publishes, one at a time, on this machine`);
    row('quota check', 'per s', sqlite.checksPerSecond, postgres.checksPerSecond);
    row('catalogue.publish path', 'per s', sqlite.publishesPerSecond, postgres.publishesPerSecond);
  } finally {
    await server.stop();
  }
}
