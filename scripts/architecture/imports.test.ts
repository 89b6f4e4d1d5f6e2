// Import rules that keep the product's parts apart. Arrows run one way: the site and the API both use the shared
// packages (`catalogue/`, `rules/`), never each other; the site knows the API only by its type (`api/contract.ts`).
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, doorOf, importsOf, loopImports, partOf, ROOT, sourceFiles, type Import } from './import-graph';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('site/test/');
const imports = importsOf(sourceFiles(['api', 'site', 'catalogue', 'rules']));
const productImports = imports.filter(({ from }) => !isTest(from) && !from.startsWith('api/test-support/'));
const show = ({ from, to }: Import) => `${from} -> ${to}`;


/** Test code: tests, the folders of their helpers (`test-support/`, `site/test/`) and the browser and scale suites. */
export const isTestCode = (file: string) =>
  /\.(test|e2e)\.tsx?$/.test(file) || /(^|\/)test-support\//.test(file) || /^(site\/test|tests)\//.test(file);
/** Product code: what the server, the site and the shared packages are made of (their tests aside). */
const isProductCode = (file: string) => /^(api\/src|site\/src|catalogue|rules)\//.test(file) && !isTestCode(file);

const isRepo = (file: string) => /^api\/src\/(modules|operations)\/[^/]+(\/[^/]+)?\/repo(\.ts|\/)/.test(file) || file === 'catalogue/engine/repo.ts';
const isEngine = (file: string) => file.startsWith('catalogue/engine/');
const moduleOf = (file: string) => /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * A module has one door, `api/src/modules/<m>/index.ts`, and so has the catalogue engine, `catalogue/engine/index.ts`;
 * every other file in its folder is private. The rule holds
 * for every importer in the repository (the API's modules, top files, lib, eval and test support, the site, the
 * shared packages, scripts, benchmarks and the browser and scale suites), tests included: a test of module X may
 * open X's own files, and reaches any other module through its door like everyone else. Two kinds of file are not
 * entered through a door: a module's `settings.ts`, which env.ts gathers (it is part of the environment), and the
 * exceptions below, each with its reason.
 */
const DOOR_EXCEPTIONS: Record<string, string> = {
  'api/test-support/catalogue-fixtures.ts -> api/src/modules/taxa/repo.ts':
    'fixtures put WoRMS taxa in the cache as a lookup would have; the product writes a cached taxon only through a lookup',
  'api/test-support/sea/insert.test.ts -> api/src/modules/taxa/repo.ts':
    'the sea fixtures are checked as the cache holds them, with the classification the fixtures wrote; the door gives taxa as the API shows them',
  'bench/database.ts -> catalogue/engine/repo.ts':
    "the benchmark times a publish's statements, the catalogue's version bump included, without starting a static site",
  'bench/catalogue/fast-path-server.ts -> catalogue/engine/page-reads.ts':
    "the fast-path benchmark writes a stand-in build of 100,000 pages' summaries (and 50 pages) to time a start with a build present, without a full build",
  'bench/catalogue/fast-path-server.ts -> catalogue/engine/repo.ts':
    "the fast-path benchmark writes a stand-in build of 100,000 pages' summaries (and 50 pages) to time a start with a build present, without a full build",
  'bench/catalogue/fast-path-server.ts -> catalogue/engine/store.ts':
    "the fast-path benchmark writes a stand-in build of 100,000 pages' summaries (and 50 pages) to time a start with a build present, without a full build",
  'bench/catalogue/fast-path-server.ts -> catalogue/engine/summaries.ts':
    "the fast-path benchmark writes a stand-in build of 100,000 pages' summaries (and 50 pages) to time a start with a build present, without a full build",
};
const everyImport = importsOf(sourceFiles(['api', 'site', 'catalogue', 'rules', 'scripts', 'bench', 'tests']));

/** Why an import goes round another module's door, or null when it does not. */
export function pastTheDoor({ from, to }: Import): string | null {
  const door = doorOf(to);
  if (!door || door === doorOf(from) || to === door) return null;
  if (to.endsWith('/settings.ts') && from === 'api/src/env.ts') return null;
  if (DOOR_EXCEPTIONS[`${from} -> ${to}`]) return null;
  return `${from} imports ${to}: use ${door.replace(/\/index\.ts$/, '')} (its index.ts)`;
}

describe('imports', () => {
  test("no module imports another module's repo: it calls that module's service", () => {
    const crossing = productImports.filter(({ from, to }) => isRepo(to) && partOf(from) !== partOf(to));
    expect(crossing.map(show)).toEqual([]);
  });

  test("nothing imports another module's private files: every module is entered through its door", () => {
    expect(everyImport.map(pastTheDoor).filter(Boolean)).toEqual([]);
  });

  test('every exception to the door rule is still needed', () => {
    const taken = new Set(everyImport.map(({ from, to }) => `${from} -> ${to}`));
    expect(Object.keys(DOOR_EXCEPTIONS).filter((exception) => !taken.has(exception))).toEqual([]);
  });

  test('route files call services, never a repo', () => {
    const isRoutes = (file: string) => /^api\/src\/modules\/.+\/(index|routes)\.ts$/.test(file) && !isRepo(file);
    const routes = productImports.filter(({ from, to }) => isRoutes(from) && isRepo(to));
    expect(routes.map(show)).toEqual([]);
  });

  test('only repos and the database folder use drizzle', () => {
    const users = sourceFiles(['api/src', 'catalogue'])
      .filter((file) => !isTest(file) && !isRepo(file) && !file.startsWith('api/src/db/'))
      .filter((file) => /from 'drizzle-orm/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(users).toEqual([]);
  });

  test('the site never imports the API, except its type from api/contract.ts (and test support in tests)', () => {
    const allowed = ({ from, to, typeOnly }: Import) =>
      (to === 'api/contract.ts' && typeOnly) || (isTest(from) && to.startsWith('api/test-support/'));
    const crossing = imports.filter(({ from, to }) => from.startsWith('site/') && to.startsWith('api/'));
    expect(crossing.filter((i) => !allowed(i)).map(show)).toEqual([]);
  });

  test('the shared packages import neither the site, the API nor the catalogue engine', () => {
    const shared = (file: string) => (file.startsWith('catalogue/') && !isEngine(file)) || file.startsWith('rules/');
    const crossing = imports.filter(({ from, to }) => shared(from) && !isTest(from) && !shared(to));
    expect(crossing.map(show)).toEqual([]);
  });

  test("the catalogue engine is the server's: it never imports the site, and the site never imports it", () => {
    const crossing = imports.filter(({ from, to }) => (isEngine(from) && to.startsWith('site/')) || (from.startsWith('site/') && isEngine(to)));
    expect(crossing.map(show)).toEqual([]);
  });

  test("a species page has one renderer: only the engine's renderer imports it, for the full build, a publish and a request", () => {
    const importers = productImports.filter(({ to }) => to === 'catalogue/render/render-species.tsx').map(({ from }) => from);
    expect(importers).toEqual(['catalogue/engine/renderer.ts']);
  });

  test('product code imports nothing from test code: what the product and the demo need lives in the product', () => {
    const crossing = imports.filter(({ from, to }) => isProductCode(from) && isTestCode(to));
    expect(crossing.map(show)).toEqual([]);
  });

  test('no two parts import each other, directly or round a loop', () => {
    expect(loopImports(productImports)).toEqual([]);
  });
});

describe('the import graph', () => {
  test('tells test code from product code', () => {
    for (const file of ['api/src/fakes/worms.test.ts', 'api/test-support/harness.ts', 'test-support/console-guard.ts', 'site/test/dom.ts', 'tests/e2e/identify.e2e.ts', 'tests/scale/publish.ts']) {
      expect(isTestCode(file)).toBe(true);
    }
    for (const file of ['api/src/fakes/worms.ts', 'api/src/fakes/recordings/worms/index.ts', 'site/src/lib/api.ts', 'rules/slug.ts']) {
      expect(isTestCode(file)).toBe(false);
    }
  });


  test("names the file that goes past a module's door, and the door to use", () => {
    const imported = (from: string, to: string) => pastTheDoor({ from, to, typeOnly: false });
    expect(imported('api/src/modules/sharing/service.ts', 'api/src/modules/identifications/records.ts')).toBe(
      'api/src/modules/sharing/service.ts imports api/src/modules/identifications/records.ts: use api/src/modules/identifications (its index.ts)',
    );
    expect(imported('api/src/modules/sharing/service.ts', 'api/src/modules/identifications/index.ts')).toBeNull();
    expect(imported('api/src/modules/sharing/service.test.ts', 'api/src/modules/sharing/repo.ts')).toBeNull();
    expect(imported('api/src/env.ts', 'api/src/modules/maps/settings.ts')).toBeNull();
    expect(imported('api/src/server.ts', 'catalogue/engine/serve.ts')).toBe('api/src/server.ts imports catalogue/engine/serve.ts: use catalogue/engine (its index.ts)');
    expect(imported('api/src/server.ts', 'catalogue/engine/index.ts')).toBeNull();
    expect(imported('catalogue/engine/serve.ts', 'catalogue/engine/held-pages.ts')).toBeNull();
  });

  test('finds a loop of parts and names its members', () => {
    const loop = [
      { from: 'api/src/lib/a.ts', to: 'api/src/web/b.ts', typeOnly: false },
      { from: 'api/src/web/b.ts', to: 'api/src/modules/auth/c.ts', typeOnly: false },
      { from: 'api/src/modules/auth/c.ts', to: 'api/src/lib/d.ts', typeOnly: true },
      { from: 'rules/x.ts', to: 'rules/y.ts', typeOnly: false },
    ];
    expect(cycles(loop)).toEqual([['api/lib', 'api/modules/auth', 'api/web']]);
    expect(cycles(loop.slice(1))).toEqual([]);
  });

  test('reads relative, aliased and type-only imports', () => {
    const found = importsOf(['scripts/architecture/imports.test.ts']);
    expect(found).toContainEqual({ from: 'scripts/architecture/imports.test.ts', to: 'scripts/architecture/import-graph.ts', typeOnly: false });
  });
});
