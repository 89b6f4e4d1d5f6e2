import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { scratchFolder, seedSqliteFile } from '../api/test-support/tables-fixtures';
import { connect } from '../api/src/operations/tables/postgres';

/** `npm run move-to-postgres -- <DATABASE_URL>` as an operator runs it; on PostgreSQL only (`npm run test:scale`). */
const server = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(server);
const admin = onPostgres ? connect(server) : undefined;
afterAll(() => admin?.end());

async function emptyDatabase(name: string): Promise<string> {
  await admin!.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin!.unsafe(`CREATE DATABASE ${name}`);
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}

function move(dataDir: string, url: string) {
  const run = Bun.spawnSync(['bun', join(import.meta.dir, 'move-to-postgres.ts'), url], { env: { ...process.env, DATA_DIR: dataDir } });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString() };
}

describe.skipIf(!onPostgres)('npm run move-to-postgres', () => {
  test('moves DATA_DIR, prints each table and the time, and refuses to move twice into the same database', async () => {
    const dataDir = scratchFolder();
    seedSqliteFile(join(dataDir, 'reefid.sqlite'));
    const url = await emptyDatabase(`reefid_move_script_${process.pid}`);
    const first = move(dataDir, url);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('READ_ONLY=true');
    expect(first.out).toMatch(/users\s+4 rows\s+\d+\.\d\d s/);
    expect(first.out).toMatch(/Moved 3\d rows in \d+ tables in \d+\.\d s; every table's count matches/);

    const again = move(dataDir, url);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is not empty: table \w+ holds rows/);
  });

  test('refuses a URL that is not PostgreSQL', () => {
    const refused = move(scratchFolder(), 'mysql://localhost/reefid');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('"mysql://localhost/reefid" is not a postgres:// URL');
  });
});
