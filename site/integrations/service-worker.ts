import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The layout pages kept for offline use when the service worker installs, with every asset they load. */
export const SHELL_PAGES = ['/', '/identification', '/history', '/identifications', '/dives', '/dives/dive', '/auth', '/offline'];
const TEMPLATE = fileURLToPath(new URL('../service-worker/sw.js', import.meta.url));

/** Hashed assets named in a page or script: "/_astro/x.js" in HTML, "./y.js" between Astro's chunks. */
const ASSET_IN_PAGE = /\/_astro\/[\w.-]+\.(?:js|css|mjs)/g;
const CHUNK_IN_SCRIPT = /["'`]\.\/([\w.-]+\.(?:js|css|mjs))["'`]/g;

const pageFile = (dir: string, path: string) => join(dir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** The shell's URLs: the pages, then every /_astro/ file they load, directly or through other chunks. */
export function shellFiles(dir: string): string[] {
  const assets = new Set<string>();
  const visit = (asset: string) => {
    if (assets.has(asset) || !existsSync(join(dir, asset))) return;
    assets.add(asset);
    if (!asset.endsWith('.css')) for (const [, chunk] of readFileSync(join(dir, asset), 'utf8').matchAll(CHUNK_IN_SCRIPT)) visit(`/_astro/${chunk}`);
  };
  for (const path of SHELL_PAGES) for (const [asset] of readFileSync(pageFile(dir, path), 'utf8').matchAll(ASSET_IN_PAGE)) visit(asset);
  return [...SHELL_PAGES, ...[...assets].sort()];
}

/** The service worker of a built site: the template with the build's version (a digest of everything it holds) and shell. */
export function serviceWorkerSource(dir: string): string {
  const template = readFileSync(TEMPLATE, 'utf8');
  const files = shellFiles(dir);
  const digest = createHash('sha256').update(template);
  for (const url of files) digest.update(url).update(readFileSync(url.startsWith('/_astro/') ? join(dir, url) : pageFile(dir, url)));
  return template.replace("'__VERSION__'", JSON.stringify(digest.digest('hex').slice(0, 12))).replace('__SHELL__', JSON.stringify(files));
}

/** After every build, /sw.js: the app shell precached, catalogue pages kept as visited (decision 074). */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'reefid:service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const source = serviceWorkerSource(root);
        writeFileSync(join(root, 'sw.js'), source);
        logger.info(`sw.js written: ${shellFiles(root).length} shell files, ${source.length} bytes`);
      },
    },
  };
}
