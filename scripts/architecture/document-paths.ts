// The repository paths a document names, so that a test can fail when one of them no longer exists: a newcomer
// who follows a stale path in the docs is lost at the first step.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ROOT } from './import-graph';

/** Folders that are made by running the product or its tools, never part of the repository. */
const MADE = new Set(['.git', 'node_modules', 'dist', 'data', '.astro', 'test-results', 'playwright-report']);

/** Every file of the repository, as paths from its root (made folders left out). */
function repositoryFiles(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (MADE.has(entry.name)) continue;
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/** The documents a reader follows: the README, docs/, and the README of any part of the tree. */
function documents(files: string[]): string[] {
  return files.filter((file) => file.endsWith('.md') && (file.startsWith('docs/') || /(^|\/)README\.md$/.test(file)));
}

interface NamedPath {
  line: number;
  path: string;
  /** `root`: from the repository's root; `tail`: a file named from inside its part (`static/summaries.ts`);
   * `link`: a Markdown link, from the document's own folder. */
  kind: 'root' | 'tail' | 'link';
}

// A placeholder (`<module>`, `{slug}`, `NNN`), a glob or an elision names no one file.
const NOT_ONE_PATH = /[<>{}*…$%?=|\\]|\.\.\.|NNN|\s/;
// Files named from inside their part (`static/summaries.ts`) are told by the extension of this repository's code;
// served addresses (`cards/0000.json`) and files of other repositories (a recording's `cassettes/*.yaml`) are not.
const SOURCE_FILE = /\.(ts|tsx|mjs|astro|sh|sql|css)$/;

/** The repository paths one document names: in backticks, in fenced blocks, or as a Markdown link's target. */
function namedPaths(text: string, topLevel: Set<string>): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (lineText.trimStart().startsWith('```')) {
      fenced = !fenced;
      return;
    }
    const words = fenced ? lineText.split(/\s+/) : [...lineText.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1]!.split(/\s+/));
    for (const word of words) {
      // In a fenced block a Markdown link is plain text: its target is what names the file.
      const path = word.replace(/^.*\]\(/, '').replace(/^[("'[]+/, '').replace(/[)"',.;:\]]+$/, '').replace(/:\d+$/, '');
      if (!path.includes('/') || path.includes('://') || path.startsWith('/') || path.startsWith('@')) continue;
      if (path.startsWith('.') && !topLevel.has(path.split('/')[0]!)) continue;
      if (NOT_ONE_PATH.test(path)) continue;
      if (topLevel.has(path.split('/')[0]!)) found.push({ line, path, kind: 'root' });
      else if (SOURCE_FILE.test(path)) found.push({ line, path, kind: 'tail' });
    }
    if (fenced) return;
    for (const match of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.split('#')[0]!;
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      found.push({ line, path: target, kind: 'link' });
    }
  });
  return found;
}

/** The folders that hold the given files, at every depth. */
function foldersOf(files: string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end++) folders.add(parts.slice(0, end).join('/'));
  }
  return folders;
}

/** The paths a document names that do not exist, as `document:line path`. */
export function stalePaths(document: string, text: string, files: string[]): string[] {
  const existing = new Set(files);
  const folders = foldersOf(files);
  const topLevel = new Set([...folders].filter((folder) => !folder.includes('/')));
  // A module named as code imports it (`rules/email`) is its .ts file.
  const exists = (path: string) =>
    existing.has(path) || folders.has(path) || path === '.' || existing.has(`${path}.ts`) || existing.has(`${path}.tsx`);
  return namedPaths(text, topLevel)
    .filter(({ path, kind }) => {
      const named = path.replace(/\/$/, '');
      if (kind === 'root') return !exists(named);
      if (kind === 'link') return !exists(normalize(join(dirname(document), named)).replace(/\/$/, ''));
      return !files.some((file) => file === named || file.endsWith(`/${named}`));
    })
    .map(({ line, path }) => `${document}:${line} ${path}`);
}

/** Every stale path of every document in the repository. */
export function staleDocumentPaths(root = ROOT): string[] {
  const files = repositoryFiles(root);
  return documents(files).flatMap((document) => stalePaths(document, readFileSync(join(root, document), 'utf8'), files));
}
