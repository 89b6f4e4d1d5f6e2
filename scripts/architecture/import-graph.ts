// The repository's imports between its own files, read from the source text: enough to check the rules that keep
// its parts apart (which folder may import which), without compiling anything.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dir, '../..');

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const SPECIFIER =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts', '/index.tsx'];
const ALIASES: Record<string, string> = { '@catalogue/': 'catalogue/', '@rules/': 'rules/' };

/** The repository's source files under the given folders, as paths from its root. */
export function sourceFiles(folders: string[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    for (const path of new Bun.Glob('**/*').scanSync({ cwd: join(ROOT, folder) })) {
      if (SOURCE.test(path) && !path.includes('node_modules')) files.push(`${folder}/${path}`);
    }
  }
  return files.sort();
}

export function resolveSpecifier(file: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(ROOT, dirname(file), specifier);
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = join(ROOT, folder, specifier.slice(alias.length));
  }
  if (!base) return null; // a package
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && SOURCE.test(path)) return relative(ROOT, path);
  }
  return relative(ROOT, base);
}

/**
 * The door of the part a file is in, when that part has one: each API module (`api/src/modules/<m>/index.ts`) and
 * the catalogue engine (`catalogue/engine/index.ts`). Files outside a part reach it only through its door.
 */
export function doorOf(file: string): string | undefined {
  const module = /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  if (module) return `api/src/modules/${module}/index.ts`;
  if (file.startsWith('catalogue/engine/')) return 'catalogue/engine/index.ts';
  return undefined;
}

/** Every import of one repository file by another (packages left out). */
export function importsOf(files: string[]): Import[] {
  const imports: Import[] = [];
  for (const from of files) {
    const text = readFileSync(join(ROOT, from), 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[3] ?? match[4]!;
      const to = resolveSpecifier(from, specifier);
      if (to) imports.push({ from, to, typeOnly: Boolean(match[2]) });
    }
  }
  return imports;
}

/**
 * The part of the product a file belongs to: one API module (`api/modules/auth`) or operations folder
 * (`api/operations/backup`), one API folder (`api/lib`) or top
 * file (`api/context`), one site feature (`site/features/history`) or folder (`site/ui`), one catalogue folder, or `rules`.
 */
export function partOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'api' && parts[1] === 'src') {
    // A settings.ts declares environment variables beside the code that reads them; env.ts gathers them all.
    if (parts.at(-1) === 'settings.ts' && ['modules', 'lib', 'operations'].includes(parts[2]!)) return 'api/env';
    // Each API module, and each part of running the product (backups, health, logs, metrics...), is a part of its own.
    if ((parts[2] === 'modules' || parts[2] === 'operations') && parts.length > 4) return `api/${parts[2]}/${parts[3]}`;
    // A file at the top of api/src is a part of its own: the app and the server put the modules together, and the
    // modules use the context and the environment they describe.
    return parts.length > 3 ? `api/${parts[2]}` : `api/${parts[2]!.replace(/\.ts$/, '')}`;
  }
  if (parts[0] === 'site' && parts[1] === 'src') {
    if (parts[2] === 'features') return `site/features/${parts[3]}`;
    return parts.length > 3 ? `site/${parts[2]}` : 'site/src';
  }
  if (parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0]!.replace(/\.\w+$/, '');
}

/** Groups of parts that import each other, directly or round a loop (strongly connected, more than one part). */
export function cycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [partOf(from), partOf(to)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The imports that close each loop of parts, one example file import per pair of parts: what to untangle. */
export function loopImports(imports: Import[]): string[] {
  const loops = cycles(imports);
  const groupOf = new Map(loops.flatMap((group, i) => group.map((part) => [part, i] as const)));
  const seen = new Map<string, string>();
  for (const { from, to } of imports) {
    const [a, b] = [partOf(from), partOf(to)];
    if (a === b || groupOf.get(a) === undefined || groupOf.get(a) !== groupOf.get(b)) continue;
    if (!seen.has(`${a} -> ${b}`)) seen.set(`${a} -> ${b}`, `${a} -> ${b} (${from} -> ${to})`);
  }
  return [...seen.values()].sort();
}
