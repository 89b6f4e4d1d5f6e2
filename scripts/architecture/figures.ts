// Figures on the shape of the code, printed for reviews: `bun scripts/architecture/figures.ts`.
// How the site reads the API (casts, hand-given answer types), how parts depend on each other (loops, repos imported
// across modules, which modules write the users table, imports that go past a module's door), how the API is divided
// into modules, and how long files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, doorOf, importsOf, loopImports, partOf, ROOT, sourceFiles } from './import-graph';

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
const lines = (file: string) => text(file).match(/\n/g)?.length ?? 0;

// Doors (each module's and the catalogue engine's): every importer in the repository, tests included, except a part's
// own files and env.ts gathering settings.
const moduleOf = (file: string) => /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const pastDoors = importsOf(sourceFiles(['api', 'site', 'catalogue', 'rules', 'scripts', 'bench', 'tests'])).filter(({ from, to }) => {
  const door = doorOf(to);
  return door && door !== doorOf(from) && to !== door && !(from === 'api/src/env.ts' && to.endsWith('/settings.ts'));
});
const pastService = pastDoors.filter(({ to }) => !/\/(service|model)\.ts$/.test(to));
const inProduct = ({ from }: { from: string }) => from.startsWith('api/src/') && !isTest(from);
const apiFiles = files.filter((file) => file.startsWith('api/'));
const apiLines = apiFiles.reduce((sum, file) => sum + lines(file), 0);
const moduleLines = new Map<string, number>();
for (const file of modules) moduleLines.set(moduleOf(file)!, (moduleLines.get(moduleOf(file)!) ?? 0) + lines(file));
const [largest, largestLines] = [...moduleLines].sort((a, b) => b[1] - a[1])[0]!;

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
  ["imports of another module's files but its door (<m> or <m>/index), from anywhere", pastDoors.length],
  ['  of those, past even its service and model', pastService.length],
  ['  of those, from product code (api/src, non-test)', `${pastDoors.filter(inProduct).length} (past service and model: ${pastService.filter(inProduct).length})`],
  ['modules under api/src/modules', moduleLines.size],
  ["largest module's share of the API's lines (non-test)", `${largest}: ${largestLines} of ${apiLines} (${Math.round((100 * largestLines) / apiLines)}%)`],
  ['api/src/env.ts lines', lines('api/src/env.ts')],
  ['source files (non-test)', files.length],
  ['median file length (lines)', lengths[Math.floor(lengths.length / 2)]!],
];
for (const [name, value] of figures) console.log(`${name}: ${value}`);
