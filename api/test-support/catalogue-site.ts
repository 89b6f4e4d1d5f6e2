import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStaticSlug } from '@catalogue/model/catalogue';
import { Catalogue, CatalogueRenderer, CatalogueSite, type CatalogueSiteOptions, type StaticBuild } from '@catalogue/engine';
import { builtIndexFiles } from '@catalogue/discover/discover-index-update';
import { discoverCards, discoverFile } from '@catalogue/render/render-discover';
import { LANGUAGES } from '@rules/languages';
import { testApp } from './harness';
import { write, writeTestSite } from './site-templates';

export { writeTestSite };

/**
 * A static build without Astro, for tests of the catalogue's bookkeeping: the same templates filled by the
 * same renderers, as the Astro pages do. The real Astro build is tested in static-build.test.ts.
 */
export function renderedBuild(siteDir: string, origin: string) {
  return async ({ snapshotPath, outDir }: StaticBuild) => {
    writeTestSite(outDir);
    const renderer = new CatalogueRenderer(siteDir, origin);
    const catalogue = new Catalogue(readFileSync(snapshotPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)));
    for (const entry of catalogue.entries) {
      if (isStaticSlug(entry.slug)) write(join(outDir, 'species', entry.slug, 'index.html'), renderer.speciesPage(catalogue.page(entry.slug)!));
    }
    for (const language of LANGUAGES) write(join(outDir, discoverFile(language)), renderer.discoverPage(catalogue, language));
    for (const [path, content] of builtIndexFiles(discoverCards(catalogue))) write(join(outDir, path), content);
    write(join(outDir, 'index.html'), renderer.homePage(catalogue));
  };
}

export interface LogLines {
  info: string[];
  error: unknown[][];
}

const started: CatalogueSite[] = [];
const folders: string[] = [];
const temporaryFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** afterEach: stops every catalogue started by a test (and its pending rebuild), then removes its folders. */
export async function stopCatalogueSites(): Promise<void> {
  await Promise.all(started.splice(0).map((site) => site.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** For tests of the state between publishes and the next full rebuild: none starts, however slow the machine. */
export const NO_REBUILD = { rebuildDebounceMs: 600_000, rebuildMaxWaitMs: 600_000 };

/**
 * An app with a served catalogue on temporary folders; rebuilds use `renderedBuild` unless told otherwise. `env`
 * adds to the app's environment (a fake model's address).
 */
export async function catalogueTestApp({ env, ...options }: CatalogueSiteOptions & { dataDir?: string; siteDir?: string; env?: Record<string, string> } = {}) {
  const siteDir = options.siteDir ?? writeTestSite(temporaryFolder('reefid-site-'));
  const dataDir = options.dataDir ?? temporaryFolder('reefid-data-');
  const app = await testApp({ siteDir, dataDir }, env);
  const logs: LogLines = { info: [], error: [] };
  const site = await CatalogueSite.start(app.ctx, {
    rebuildDebounceMs: 50,
    rebuildMaxWaitMs: 1000,
    build: renderedBuild(siteDir, app.ctx.config.publicUrl.origin),
    log: { info: (line: string) => logs.info.push(line), error: (...args: unknown[]) => logs.error.push(args) },
    ...options,
  });
  started.push(site);
  const get = (path: string) => site.serve(path, null).then((response) => response!);
  return { ...app, site, siteDir, dataDir, logs, get };
}

/**
 * Another instance of the app of `app`: the same database and configuration, a DATA_DIR of its own, its own served
 * catalogue (as a second server process behind the same load balancer has).
 */
export async function anotherInstance(app: Awaited<ReturnType<typeof catalogueTestApp>>, options: CatalogueSiteOptions = {}) {
  const dataDir = temporaryFolder('reefid-data-');
  const ctx = { ...app.ctx, config: { ...app.ctx.config, dataDir }, catalogue: undefined };
  const logs: LogLines = { info: [], error: [] };
  const site = await CatalogueSite.start(ctx, {
    rebuildDebounceMs: 50,
    rebuildMaxWaitMs: 1000,
    build: renderedBuild(app.siteDir, ctx.config.publicUrl.origin),
    log: { info: (line: string) => logs.info.push(line), error: (...args: unknown[]) => logs.error.push(args) },
    ...options,
  });
  started.push(site);
  const get = (path: string) => site.serve(path, null).then((response) => response!);
  return { ctx, site, dataDir, logs, get };
}
