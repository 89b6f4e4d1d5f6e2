import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SITEMAP_URL_LIMIT } from '@catalogue/render/sitemap';
import { CODE_STAMP_REFUSED, type CatalogueFilesInput, type CatalogueFilesWritten } from './full-build';

/** The project root: where astro.config.mjs and the site sources are. */
const PROJECT_ROOT = resolve(import.meta.dir, '../..');
const ASTRO = join(PROJECT_ROOT, 'node_modules/.bin/astro');
const CATALOGUE_WRITER = join(import.meta.dir, 'full-build-main.ts');
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const NICE = '/usr/bin/nice';
/** Files a finished build always has: the Pagefind index, Discover, the sitemap's index and the home page. */
const BUILT_LISTS = ['pagefind/pagefind-entry.json', 'discover/index.html', 'sitemap.xml', 'index.html'];

export interface StaticBuild {
  /** The catalogue snapshot: one species page per line (catalogue/model/snapshot.ts). */
  snapshotPath: string;
  outDir: string;
  origin: string;
  /** URLs per sitemap file (the protocol's 50,000 when absent). */
  sitemapLimit?: number;
  /**
   * The code stamp of the server asking (CatalogueRenderer): a build whose templates and renderers give another
   * stamp is refused, since its pages would differ from the ones the server renders between builds.
   */
  codeStamp?: string;
}

/**
 * A full build of the site, in two child processes at a lower CPU priority so that pages and the API stay fast
 * while it runs: Astro builds the fixed pages and the catalogue's templates with an empty catalogue, then the
 * catalogue's files (every species page, Discover and its search files, the home page, the sitemap, the Pagefind
 * index) are written from the snapshot as a stream by the renderers the server uses for its overlay
 * (full-build.ts). Astro itself held every page of the catalogue in memory and ran out of it at 100,000 taxa.
 * Throws with the failing step's output on failure.
 */
export async function runAstroBuild(build: StaticBuild): Promise<CatalogueFilesWritten> {
  mkdirSync(dirname(build.outDir), { recursive: true });
  // The build runs from the folder that holds its output: Astro stages its prerender chunks in the output folder
  // when that lies under the working directory, and otherwise in `<cwd>/.astro/`, which two builds running at
  // once (two servers on one checkout) would share and break for each other.
  await runNiced('astro build', [process.execPath, '--bun', ASTRO, 'build', '--silent', '--root', PROJECT_ROOT], dirname(build.outDir), {
    ASTRO_TELEMETRY_DISABLED: '1',
    // No catalogue: Astro makes the templates; the catalogue's files come next, from the snapshot.
    CATALOGUE_SNAPSHOT: '',
    SITE_BUILD_DIR: build.outDir,
    PUBLIC_URL: build.origin,
    ...(build.sitemapLimit === undefined ? {} : { CATALOGUE_SITEMAP_LIMIT: String(build.sitemapLimit) }),
  });
  return writeCatalogue(build);
}

/**
 * The catalogue's files of a full build, written into a site whose templates are built (`outDir`), by a child
 * process at nice 10. Refused when that process's renderers on those templates give another code stamp than the
 * server's: a build of other templates or other renderers would serve pages other than the overlay's.
 */
export async function writeCatalogue(build: StaticBuild): Promise<CatalogueFilesWritten> {
  const input: CatalogueFilesInput = {
    snapshotPath: build.snapshotPath,
    outDir: build.outDir,
    origin: build.origin,
    sitemapLimit: build.sitemapLimit ?? SITEMAP_URL_LIMIT,
    codeStamp: build.codeStamp,
  };
  const stdout = await runNiced('the catalogue files', [process.execPath, CATALOGUE_WRITER], PROJECT_ROOT, { FULL_BUILD: JSON.stringify(input) });
  const written = JSON.parse(stdout.trim().split('\n').at(-1)!) as CatalogueFilesWritten;
  if (build.codeStamp !== undefined && written.codeStamp !== build.codeStamp) {
    throw new Error(CODE_STAMP_REFUSED);
  }
  // The caller checks that every species page of the snapshot has its file; these are the lists every build has.
  const missing = BUILT_LISTS.find((path) => !existsSync(join(build.outDir, path)));
  if (missing) throw new Error(`The full build finished without ${missing}`);
  return written;
}

/** Runs a step of the build at nice 10; its stdout when it succeeds, else an error with the end of its output. */
async function runNiced(step: string, command: string[], cwd: string, env: Record<string, string>): Promise<string> {
  const child = Bun.spawn(existsSync(NICE) ? [NICE, '-n', '10', ...command] : command, {
    cwd,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: BUILD_TIMEOUT_MS,
  });
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (code !== 0) {
    const output = `${stderr}\n${stdout}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${step} exited with ${code ?? child.signalCode}`, { cause: new Error(output) });
  }
  return stdout;
}
