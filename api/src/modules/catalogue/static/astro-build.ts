import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The project root: where astro.config.mjs and the site sources are. */
const PROJECT_ROOT = resolve(import.meta.dir, '../../../../..');
const ASTRO = join(PROJECT_ROOT, 'node_modules/.bin/astro');
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const NICE = '/usr/bin/nice';

export interface StaticBuild {
  snapshotPath: string;
  outDir: string;
  origin: string;
  /** URLs per sitemap file (the protocol's 50,000 when absent). */
  sitemapLimit?: number;
}

/**
 * Runs the Astro build of the whole site with the catalogue snapshot, in a child process at a lower CPU
 * priority so that pages and the API stay fast while it runs. Throws with Astro's own output on failure.
 *
 * The build runs from the folder that holds its output: Astro stages its prerender chunks in the output folder
 * when that lies under the working directory, and otherwise in `<cwd>/.astro/`, which two builds running at
 * once (two servers on one checkout) would share and break for each other.
 */
export async function runAstroBuild(build: StaticBuild): Promise<void> {
  mkdirSync(dirname(build.outDir), { recursive: true });
  const command = [process.execPath, '--bun', ASTRO, 'build', '--silent', '--root', PROJECT_ROOT];
  const child = Bun.spawn(existsSync(NICE) ? [NICE, '-n', '10', ...command] : command, {
    cwd: dirname(build.outDir),
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      CATALOGUE_SNAPSHOT: build.snapshotPath,
      SITE_BUILD_DIR: build.outDir,
      PUBLIC_URL: build.origin,
      ...(build.sitemapLimit === undefined ? {} : { CATALOGUE_SITEMAP_LIMIT: String(build.sitemapLimit) }),
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
