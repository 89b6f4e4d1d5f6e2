/**
 * A throwaway PostgreSQL server from Debian's package: a fresh cluster in a temp folder, listening on a free
 * loopback port with its socket in that folder, trusting loopback connections, without durability (fsync off:
 * nothing in it outlives the run). It is stopped and its folder removed when the process ends, Ctrl-C included.
 *
 *   bun scripts/scale/postgres.ts     prints DATABASE_URL=postgres://… and serves until Ctrl-C or SIGTERM
 */
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SQL } from 'bun';
import { freePort } from './free-port';
import { onExit } from './on-exit';

export interface Postgres {
  /** postgres://reefid@127.0.0.1:<port>/reefid */
  url: string;
  stop(): Promise<void>;
}

const ROLE = 'reefid';
const DATABASE = 'reefid';
/** The server refuses to run as root; root runs it as this account, which Debian's package creates. */
const SERVER_ACCOUNT = 'postgres';
const DEBIAN_VERSIONS = '/usr/lib/postgresql';
/**
 * Settings for a server whose data may be lost: speed over durability, and room for several app instances or two
 * shares of the API suite at once (CI runs them side by side: each test app's pool keeps its connections 20 s idle).
 */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=500'];

/** The folder of initdb, pg_ctl and postgres: initdb's on PATH, else the newest /usr/lib/postgresql/<major>/bin. */
export function postgresBinaries(): string | null {
  const onPath = Bun.which('initdb');
  // Through a symlink (/usr/local/bin/initdb) to the real folder, where pg_ctl and postgres of the same version are.
  if (onPath) return dirname(realpathSync(onPath));
  if (!existsSync(DEBIAN_VERSIONS)) return null;
  const majors = readdirSync(DEBIAN_VERSIONS)
    .filter((major) => existsSync(join(DEBIAN_VERSIONS, major, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(DEBIAN_VERSIONS, majors[0], 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

const asServerAccount = (command: string[]) => (isRoot() ? ['runuser', '-u', SERVER_ACCOUNT, '--', ...command] : command);

function run(command: string[]): string {
  const result = Bun.spawnSync(asServerAccount(command), { stdout: 'pipe', stderr: 'pipe' });
  const output = result.stdout.toString() + result.stderr.toString();
  if (result.exitCode !== 0) throw new Error(`${command.join(' ')} failed (${result.exitCode}):\n${output}`);
  return output;
}

function accountId(flag: '-u' | '-g'): number {
  const result = Bun.spawnSync(['id', flag, SERVER_ACCOUNT], { stdout: 'pipe', stderr: 'pipe' });
  if (result.exitCode !== 0) throw new Error(`Running PostgreSQL as root needs the "${SERVER_ACCOUNT}" account (Debian's postgresql package creates it)`);
  return Number(result.stdout.toString().trim());
}

/** Starts a server, creates the database and returns its URL; `stop` (or the end of the process) removes it all. */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`PostgreSQL is not installed: no initdb on PATH nor in ${DEBIAN_VERSIONS}/*/bin (apt-get install postgresql)`);
  const folder = mkdtempSync(join(tmpdir(), 'reefid-postgres-'));
  const data = join(folder, 'data');
  const log = join(folder, 'server.log');
  let started = false;
  const stopNow = onExit(() => {
    // Immediate: nothing in it is kept, so there is nothing to write out first.
    if (started) Bun.spawnSync(asServerAccount([join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'immediate', '-w']), { stdout: 'ignore', stderr: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  });
  try {
    if (isRoot()) chownSync(folder, accountId('-u'), accountId('-g'));
    run([join(bin, 'initdb'), '-D', data, '-U', ROLE, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync', '--no-instructions']);
    const port = await listen(bin, data, folder, log, () => (started = true));
    const url = await createDatabase(`postgres://${ROLE}@127.0.0.1:${port}/postgres`, DATABASE);
    return { url, stop: async () => stopNow() };
  } catch (error) {
    stopNow();
    throw error;
  }
}

/** A new, empty database on the server of `url` (a name of lower-case letters, digits and _); returns its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name for createDatabase: ${name}`);
  const server = new SQL(url);
  try {
    await server.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await server.close();
  }
  const created = new URL(url);
  created.pathname = `/${name}`;
  return created.toString();
}

/** Removes a database made by createDatabase, closing the connections still open to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name for dropDatabase: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const server = new SQL(maintenance.toString());
  try {
    await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await server.close();
  }
}

/** Starts the server on a free port, trying another when one was taken in between; returns the port. */
async function listen(bin: string, data: string, socketFolder: string, log: string, onStarted: () => void): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = ['-p', String(port), '-k', socketFolder, '-c', 'listen_addresses=127.0.0.1', ...THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting])];
    try {
      run([join(bin, 'pg_ctl'), 'start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options.join(' ')]);
      onStarted();
      return port;
    } catch (error) {
      const said = existsSync(log) ? readFileSync(log, 'utf8') : '';
      if (attempt >= 3 || !/could not bind|address already in use/i.test(said)) throw new Error(`${(error as Error).message}\n${said}`);
    }
  }
}

if (import.meta.main) {
  const postgres = await startPostgres();
  console.log(`DATABASE_URL=${postgres.url}`);
  // Serves until Ctrl-C or SIGTERM, whose handlers stop the server and remove its folder.
  setInterval(() => {}, 1 << 30);
}
