import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import postgres from 'postgres';
import { databasePath } from '../../db/path';
import { scratchDatabaseEnv } from '../../db/scratch';
import { cleanUp, startServer, tempDir } from '../../../test-support/server-process';
import { freePort } from '../../../../scripts/scale/free-port';

afterAll(cleanUp);

/** SQL on the server's database from outside it, as an operator would: its SQLite file, or its PostgreSQL. */
async function onDatabase<T>(where: { dataDir: string; url?: string }, statement: string): Promise<T[]> {
  if (where.url) {
    const client = postgres(where.url, { max: 1, onnotice: () => {} });
    try {
      return (await client.unsafe(statement)) as unknown as T[];
    } finally {
      await client.end();
    }
  }
  const file = new Database(databasePath(where.dataDir));
  try {
    return file.query(statement).all() as T[];
  } finally {
    file.close();
  }
}

test('a server started with READ_ONLY=true runs no sweeps and no start-up writes; without it, they run', async () => {
  const where = { dataDir: tempDir('data'), url: (await scratchDatabaseEnv()).DATABASE_URL };
  const env = { DATA_DIR: where.dataDir, ...(where.url && { DATABASE_URL: where.url }) };
  const port = await freePort();
  const first = await startServer(port, env);
  const registered = await fetch(`${first.url}/api/register`, {
    method: 'POST',
    headers: { origin: first.url, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'diver', password: 'secret-pass', email: 'diver@example.com' }),
  });
  expect(registered.status).toBe(201);
  first.process.kill();
  await first.process.exited;
  // A monthly plan that ended yesterday: the start-up sweep takes it back to free.
  await onDatabase(where, `UPDATE users SET subscription_tier = 'monthly', subscription_expires_at = ${where.url ? "now() - interval '1 day'" : '(unixepoch() - 86400) * 1000'}`);

  const admin = { ADMIN_USERNAME: 'harbour', ADMIN_EMAIL: 'harbour@example.com', ADMIN_PASSWORD: 'harbour-pass' };
  const readOnly = await startServer(port, { ...env, ...admin, READ_ONLY: 'true' });
  try {
    expect(await onDatabase(where, 'SELECT username, subscription_tier FROM users ORDER BY id')).toEqual([{ username: 'diver', subscription_tier: 'monthly' }]);
  } finally {
    readOnly.process.kill();
    await readOnly.process.exited;
  }
  expect(await readOnly.output()).toContain('READ_ONLY is set');

  const writing = await startServer(port, { ...env, ...admin });
  try {
    expect(await onDatabase(where, 'SELECT username, subscription_tier FROM users ORDER BY id')).toEqual([
      { username: 'diver', subscription_tier: 'free' },
      { username: 'harbour', subscription_tier: 'free' },
    ]);
  } finally {
    writing.process.kill();
  }
}, 60_000);
