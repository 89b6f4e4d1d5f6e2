// Figures on the shape of the code, printed for reviews: `bun scripts/architecture/figures.ts`.
// How the site reads the API (casts, hand-given answer types), how parts depend on each other (loops, repos imported
// across modules, which modules write the users table) and how long files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, importsOf, loopImports, partOf, ROOT, sourceFiles } from './import-graph';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('site/test/') || file.includes('test-support/');
const files = sourceFiles(['api', 'site', 'catalogue', 'rules']).filter((file) => !isTest(file));
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const count = (pattern: RegExp, among: string[]) => among.reduce((sum, file) => sum + (text(file).match(pattern)?.length ?? 0), 0);

const site = files.filter((file) => file.startsWith('site/'));
const modules = files.filter((file) => file.startsWith('api/src/modules/'));
const imports = importsOf(files);
const loops = loopImports(imports).map((line) => line.split(' (')[0]!);
const twoWay = loops.filter((edge) => {
  const [a, b] = edge.split(' -> ');
  return a! < b! && loops.includes(`${b} -> ${a}`);
});
const writesUsers = modules.filter((file) => /\.(insert|update|delete)\(users\b/.test(text(file)));
const lengths = files.map((file) => text(file).split('\n').length).sort((a, b) => a - b);

const figures: [string, string | number][] = [
  ['API calls with a hand-given answer type (apiRequest<T>, apiPage<T>)', count(/\bapi(Request|Page)</g, site)],
  ["raw fetch calls to /api in the site", count(/fetch\(\s*[`'"]\/api/g, site)],
  ["casts in the site ('as T', non-test)", count(/\)\s+as\s+(?!const\b)[A-Z{[]/g, site) + count(/\bas unknown as\b/g, site)],
  ['exported interfaces and object types in API modules', count(/^export (interface|type [A-Z]\w* = \{)/gm, modules)],
  ['exported interfaces and object types in the site', count(/^export (interface|type [A-Z]\w* = \{)/gm, site)],
  ['site files importing api/src', new Set(imports.filter(({ from, to }) => from.startsWith('site/') && to.startsWith('api/src/')).map(({ from }) => from)).size],
  ['pairs of parts importing each other', `${twoWay.length}${twoWay.length ? ` (${twoWay.map((edge) => edge.replace(' -> ', ' <-> ')).join(', ')})` : ''}`],
  ['loops of parts', cycles(imports).length],
  ["imports of another module's repo", imports.filter(({ from, to }) => /^api\/src\/modules\/[^/]+\/repo(\.ts|\/)/.test(to) && partOf(from) !== partOf(to)).length],
  ['modules writing the users table', `${new Set(writesUsers.map(partOf)).size} (${writesUsers.join(', ')})`],
  ['source files (non-test)', files.length],
  ['median file length (lines)', lengths[Math.floor(lengths.length / 2)]!],
];
for (const [name, value] of figures) console.log(`${name}: ${value}`);
