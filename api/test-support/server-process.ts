import { scratchDatabaseEnv } from '../src/db/scratch';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dir, '../..');

const folders: string[] = [];
const spawned: Array<Bun.Subprocess> = [];

/** A fresh, empty folder for a spawned server's DATA_DIR or SITE_DIR. */
export function tempDir(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `reefid-${name}-`));
  folders.push(folder);
  return folder;
}

/** For afterAll: stops any server a failed test left running and removes the temp folders. */
export function cleanUp(): void {
  for (const process of spawned.splice(0)) if (process.exitCode === null) process.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

export interface ServerProcess {
  process: Bun.Subprocess<'ignore', 'pipe', 'pipe'>;
  url: string;
  /** Everything the server printed so far. */
  output: () => Promise<string>;
}

/**
 * Starts `bun api/src/server.ts` as `npm start` does, on the given port, with a temp DATA_DIR unless
 * one is given, and waits until it answers /api/health (`waitMs`: longer for a server that first reads a large
 * catalogue).
 */
export async function startServer(port: number, env: Record<string, string> = {}, waitMs = 15_000): Promise<ServerProcess> {
  const database = env.DATABASE_URL ? {} : await scratchDatabaseEnv();
  const process = spawnServer({ PORT: String(port), DATA_DIR: tempDir('data'), SITE_DIR: tempDir('site'), ...database, ...env });
  const url = `http://localhost:${port}`;
  for (let waited = 0; waited < waitMs; waited += 100) {
    if (process.exitCode !== null) throw new Error(`server exited: ${await new Response(process.stderr).text()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { process, url, output: () => collect(process) };
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  process.kill();
  throw new Error(`server on ${url} did not start`);
}

export function spawnServer(env: Record<string, string>) {
  const server = Bun.spawn([process.execPath, 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    // Warnings and errors only, unless a test asks for more: a line per request would fill the pipe nobody reads
    // until the end, and the server would stop at its next line.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', COOKIE_SECRET: 'c'.repeat(32), LOG_LEVEL: 'warn', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  spawned.push(server);
  return server;
}

async function collect(process: ServerProcess['process']): Promise<string> {
  const [out, err] = await Promise.all([new Response(process.stdout).text(), new Response(process.stderr).text()]);
  return out + err;
}
