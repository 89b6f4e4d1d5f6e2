// Import rules that keep the product's parts apart. Arrows run one way: the site and the API both use the shared
// packages (`catalogue/`, `rules/`), never each other; the site knows the API only by its type (`api/contract.ts`).
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, importsOf, loopImports, partOf, ROOT, sourceFiles, type Import } from './import-graph';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('site/test/');
const imports = importsOf(sourceFiles(['api', 'site', 'catalogue', 'rules']));
const productImports = imports.filter(({ from }) => !isTest(from) && !from.startsWith('api/test-support/'));
const show = ({ from, to }: Import) => `${from} -> ${to}`;

const isRepo = (file: string) => /^api\/src\/modules\/[^/]+(\/[^/]+)?\/repo(\.ts|\/)/.test(file);

describe('imports', () => {
  test("no module imports another module's repo: it calls that module's service", () => {
    const crossing = productImports.filter(({ from, to }) => isRepo(to) && partOf(from) !== partOf(to));
    expect(crossing.map(show)).toEqual([]);
  });

  test('route files call services, never a repo', () => {
    const isRoutes = (file: string) => /^api\/src\/modules\/.+\/index\.ts$/.test(file) && !isRepo(file);
    const routes = productImports.filter(({ from, to }) => isRoutes(from) && isRepo(to));
    expect(routes.map(show)).toEqual([]);
  });

  test('only repos and the database folder use drizzle', () => {
    const users = sourceFiles(['api/src'])
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

  test('the shared packages import neither the site nor the API', () => {
    const shared = (file: string) => file.startsWith('catalogue/') || file.startsWith('rules/');
    const crossing = imports.filter(({ from, to }) => shared(from) && !isTest(from) && !shared(to));
    expect(crossing.map(show)).toEqual([]);
  });

  test('no two parts import each other, directly or round a loop', () => {
    expect(loopImports(productImports)).toEqual([]);
  });
});

describe('the import graph', () => {
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
