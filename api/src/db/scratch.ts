import postgres from 'postgres';
import { openDatabase, openSqliteCopy, type OpenDatabase } from './client';
import { DIALECT } from './dialect';

/**
 * A fresh, empty database for a test app or the evaluation's scratch work, copied from one migrated once per process
 * (far quicker than migrating each one): a private in-memory SQLite database, or, on PostgreSQL (DATABASE_URL), a
 * database of its own on that server.
 */
export async function openScratchDatabase(): Promise<OpenDatabase> {
  if (DIALECT === 'sqlite') return openSqliteCopy((sqliteTemplate ??= await migratedSqliteBytes()));
  return openDatabase(await freshPostgresDatabase(), { connections: 4 });
}

let sqliteTemplate: Uint8Array | undefined;
async function migratedSqliteBytes(): Promise<Uint8Array> {
  const template = await openDatabase(':memory:');
  const bytes = template.sqlite!.serialize();
  await template.close();
  return bytes;
}

/** For a server process started by a test: the DATABASE_URL of a fresh database, or {} on SQLite (its DATA_DIR's). */
export async function scratchDatabaseEnv(): Promise<{ DATABASE_URL?: string }> {
  return DIALECT === 'postgres' ? { DATABASE_URL: await freshPostgresDatabase() } : {};
}

const TEMPLATE = `reefid_scratch_template_${process.pid}`;
let made = 0;
let turn: Promise<unknown> = Promise.resolve();
let template: Promise<void> | undefined;
/** One connection to the server makes every copy; it closes itself when idle, so it never keeps a process alive. */
let admin: postgres.Sql | undefined;

/**
 * A fresh database's URL. One copy is always made ahead, while the test that asked for this one runs: a copy costs
 * the server a few hundred milliseconds that the asking test would otherwise wait for.
 */
function freshPostgresDatabase(): Promise<string> {
  const given = ahead ?? copyTemplate();
  ahead = copyTemplate();
  // A copy made ahead and never asked for is left to the throwaway server; its failure is seen when it is asked for.
  ahead.catch(() => undefined);
  return given;
}
let ahead: Promise<string> | undefined;

function copyTemplate(): Promise<string> {
  const server = new URL(process.env.DATABASE_URL!);
  const named = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const connection = (admin ??= postgres(server.toString(), { max: 1, idle_timeout: 1, onnotice: () => {} }));
  template ??= (async () => {
    await connection.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await connection.unsafe(`CREATE DATABASE ${TEMPLATE}`);
    await (await openDatabase(named(TEMPLATE), { connections: 1 })).close();
  })();
  // Copies of one template are made one at a time: PostgreSQL refuses to copy a database being copied.
  const next = turn.then(async () => {
    await template;
    const name = `reefid_scratch_${process.pid}_${++made}`;
    await connection.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
    return named(name);
  });
  turn = next.catch(() => undefined);
  return next;
}
