import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SHELL_PAGES, serviceWorkerSource, shellFiles } from './service-worker';

const root = mkdtempSync(join(tmpdir(), 'reefid-sw-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

// A built site in miniature: the shell pages, an island chunk importing others, and files no shell page loads.
for (const page of SHELL_PAGES) write(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`, '<html><link rel="stylesheet" href="/_astro/global.A1.css"></html>');
write('identification/index.html', '<astro-island component-url="/_astro/IdentifyScreen.B2.js" renderer-url="/_astro/client.C3.js"></astro-island>');
write('_astro/global.A1.css', 'body{}');
write('_astro/IdentifyScreen.B2.js', 'import{a}from"./api.D4.js";const l=()=>import("./ResultDisplay.E5.js");');
write('_astro/api.D4.js', 'export const a=1;');
write('_astro/ResultDisplay.E5.js', 'import"./api.D4.js";');
write('_astro/client.C3.js', 'export{}');
write('_astro/AdminDashboard.F6.js', 'export{}');

test('the shell is the layout pages and every hashed file they load, through imports too, and nothing else', () => {
  expect(shellFiles(root)).toEqual([
    ...SHELL_PAGES,
    '/_astro/IdentifyScreen.B2.js',
    '/_astro/ResultDisplay.E5.js',
    '/_astro/api.D4.js',
    '/_astro/client.C3.js',
    '/_astro/global.A1.css',
  ]);
});

test('the worker names its shell and a version that changes with any shell file, so a deploy replaces the caches', () => {
  const source = serviceWorkerSource(root);
  expect(source).toContain(`const SHELL = ${JSON.stringify(shellFiles(root))};`);
  const version = /const VERSION = "([0-9a-f]{12})";/.exec(source)?.[1];
  expect(version).toBeDefined();
  expect(serviceWorkerSource(root)).toBe(source);
  write('identification/index.html', '<astro-island component-url="/_astro/IdentifyScreen.B2.js" renderer-url="/_astro/client.C3.js"></astro-island><p>new</p>');
  expect(/const VERSION = "([0-9a-f]{12})";/.exec(serviceWorkerSource(root))?.[1]).not.toBe(version);
  // A file outside the shell changes nothing.
  const now = serviceWorkerSource(root);
  write('_astro/AdminDashboard.F6.js', 'export const changed = 1');
  expect(serviceWorkerSource(root)).toBe(now);
});
