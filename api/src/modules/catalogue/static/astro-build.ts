import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The project root: where astro.config.mjs and the site sources are. */
const PROJECT_ROOT = resolve(import.meta.dir, '../../../../..');
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const NICE = '/usr/bin/nice';

export interface StaticBuild {
  snapshotPath: string;
  outDir: string;
  origin: string;
}

/**
 * Runs the Astro build of the whole site with the catalogue snapshot, in a child process at a lower CPU
 * priority so that pages and the API stay fast while it runs. Throws with Astro's own output on failure.
 */
export async function runAstroBuild(build: StaticBuild): Promise<void> {
  const command = [process.execPath, '--bun', 'astro', 'build', '--silent'];
  const child = Bun.spawn(existsSync(NICE) ? [NICE, '-n', '10', ...command] : command, {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      CATALOGUE_SNAPSHOT: build.snapshotPath,
      SITE_BUILD_DIR: build.outDir,
      PUBLIC_URL: build.origin,
    },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: BUILD_TIMEOUT_MS,
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) {
    const output = `${stderr}\n${stdout}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`astro build exited with ${code ?? child.signalCode}`, { cause: new Error(output) });
  }
  if (!existsSync(join(build.outDir, 'pagefind', 'pagefind-entry.json'))) {
    throw new Error('astro build finished without a Pagefind index');
  }
}
