import { existsSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { wrkRun, type WrkRun } from '../support/nginx';
import { startCommand } from './commands';

export interface Window extends WrkRun {
  /** The 1-minute load average at the window's end. */
  loadAverage: number;
}

export interface WindowWithBackup extends Window {
  /** Wall time of the backup process that covered the window, and the tries it took to cover one. */
  backupSeconds: number;
  tries: number;
}

/**
 * One species page under wrk, alternately without and with `bun scripts/backup.ts <fresh folder>` running in a
 * process of its own (a first, full backup: the most it can cost). wrk starts once the backup has written into its
 * folder, and a window counts only when the backup was still running at wrk's end; else it is taken again.
 */
export async function speciesPageUnderBackup(pageUrl: string, dataDir: string, scratch: string, { seconds, rounds }: { seconds: number; rounds: number }) {
  await wrkRun(pageUrl, 5); // warm-up: the first seconds include compiling the request path
  const without: Window[] = [];
  const withBackup: WindowWithBackup[] = [];
  for (let round = 0; round < rounds; round++) {
    without.push({ ...(await wrkRun(pageUrl, seconds)), loadAverage: loadavg()[0]! });
    withBackup.push(await windowWithBackup(pageUrl, dataDir, join(scratch, `under-load-${round}`), seconds));
  }
  return { without, withBackup };
}

const TRIES = 3;

async function windowWithBackup(pageUrl: string, dataDir: string, destination: string, seconds: number): Promise<WindowWithBackup> {
  for (let tries = 1; tries <= TRIES; tries++) {
    rmSync(destination, { recursive: true, force: true });
    const started = performance.now();
    const backup = startCommand([process.execPath, 'scripts/backup.ts', destination], dataDir);
    const output = Promise.all([new Response(backup.stdout).text(), new Response(backup.stderr).text()]);
    while (backup.exitCode === null && !(existsSync(destination) && readdirSync(destination, { recursive: true }).length > 0)) await Bun.sleep(20);
    const run = backup.exitCode === null ? await wrkRun(pageUrl, seconds) : undefined;
    const covered = run !== undefined && backup.exitCode === null;
    const loadAverage = loadavg()[0]!;
    const code = await backup.exited;
    const backupSeconds = (performance.now() - started) / 1000;
    rmSync(destination, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the backup under load failed:\n${(await output).join('')}`);
    if (covered) return { ...run, loadAverage, backupSeconds, tries };
    console.log(`      the backup ended (${backupSeconds.toFixed(1)} s) before wrk's ${seconds} s window did: taken again`);
  }
  throw new Error(`no backup covered a ${seconds} s wrk window in ${TRIES} tries: set a shorter BENCH_WRK_SECONDS`);
}
