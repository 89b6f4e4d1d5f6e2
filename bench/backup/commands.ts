import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/test-support/server-process';

/** The environment of an operator command on the SQLite product of `dataDir`: no DATABASE_URL, no bucket. */
export function sqliteProductEnv(dataDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== 'DATABASE_URL' && name !== 'STORAGE_URL') env[name] = value;
  return { ...env, DATA_DIR: dataDir };
}

/** Starts an operator command (`bun scripts/backup.ts <dir>`, `npm run …`) in a process of its own. */
export function startCommand(command: string[], dataDir: string) {
  return Bun.spawn(command, { cwd: REPO_ROOT, env: sqliteProductEnv(dataDir), stdout: 'pipe', stderr: 'pipe' });
}

/** Runs an operator command to its end; a failure stops the bench with what it printed. Answers its wall time. */
export async function runCommand(command: string[], dataDir: string): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  const child = startCommand(command, dataDir);
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${command.join(' ')} exited with ${code}:\n${out}${err}`);
  return { seconds, output: out + err };
}

/** The files under a folder and their bytes (apparent sizes). */
export function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** A number printed by a command, found by `pattern` (its first group); the bench stops when it is missing. */
export function printed(output: string, pattern: RegExp): number {
  const value = output.match(pattern)?.[1];
  if (value === undefined) throw new Error(`expected ${pattern} in:\n${output}`);
  return Number(value);
}
