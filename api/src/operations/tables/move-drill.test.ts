import { afterAll, describe, test } from 'bun:test';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/scale/free-port';
import { checkProduct, seedProduct, startDrillServices } from '../../../test-support/drill';
import { cleanUp, spawnServer, startServer, tempDir } from '../../../test-support/server-process';
import { moveToPostgres } from '.';
import { connect } from './postgres';

/**
 * The move as an operator makes it: a product seeded through HTTP on its SQLite file, stopped, moved, and started on
 * PostgreSQL with the same DATA_DIR (its photos), then checked through HTTP. On PostgreSQL only (`npm run test:scale`).
 */
const server = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(server);
const SLOW = 120_000;
afterAll(() => cleanUp());

/** A server on the SQLite file of DATA_DIR, whatever DATABASE_URL this test process has. */
async function startOnSqlite(env: Record<string, string>) {
  const port = await freePort();
  const process = spawnServer({ PORT: String(port), SITE_DIR: tempDir('site'), ...env });
  const url = `http://localhost:${port}`;
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (process.exitCode !== null) throw new Error(`server exited: ${await new Response(process.stderr).text()}`);
    if (await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false)) return { process, url };
    await Bun.sleep(100);
  }
  throw new Error(`server on ${url} did not start`);
}

describe.skipIf(!onPostgres)('npm run move-to-postgres on a product seeded through HTTP', () => {
  test(
    'the product started on PostgreSQL serves the same logins, sessions, photos, species page, share link and plans',
    async () => {
      const services = await startDrillServices();
      try {
        const dataDir = tempDir('data');
        const onSqlite = await startOnSqlite({ ...services.env, DATA_DIR: dataDir });
        const seeded = await seedProduct(onSqlite.url);
        await services.stripe.flush();
        onSqlite.process.kill();
        await onSqlite.process.exited;

        const admin = connect(server);
        const name = `reefid_move_drill_${process.pid}`;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
        await admin.unsafe(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
        await moveToPostgres(join(dataDir, 'reefid.sqlite'), url);

        const onPostgres = await startServer(await freePort(), { ...services.env, DATA_DIR: dataDir, DATABASE_URL: url });
        await checkProduct(onPostgres.url, seeded, { sessionsKept: true });
        onPostgres.process.kill();
      } finally {
        await services.stop();
      }
    },
    SLOW,
  );
});
