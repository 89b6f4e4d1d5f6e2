// Discover's first load and first name search at any size, in a browser, without seeding a database: Discover's
// page and index files made from seaCards (as the server renders them into the built site's template), the
// built site's scripts and styles, gzipped as the server sends them. Thumbnails and Pagefind are not served
// (neither is counted). `bun bench/catalogue/discover-static.ts [species]` after `npm run build`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { seaCards } from '../../api/test-support/sea/cards';
import { discoverIndexFiles } from '../../catalogue/discover/discover-index-files';
import { renderDiscoverBody, renderDiscoverHead } from '../../catalogue/render/render-discover';
import { fillTemplate, TEMPLATE_FILES } from '../../catalogue/render/templates';
import { kb } from '../support/debian';
import { figure } from '../support/figures';
import { NAME_SEARCH_TERMS } from './discover-index';
import { benchDiscoverFirstLoad, benchFirstNameSearch } from './transfer';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };

/** Serves Discover of `species` taxa on `port`; returns the server. */
export function serveDiscover(species: number, port: number, siteDir = resolve(import.meta.dir, '../../dist/site')) {
  const cards = seaCards(species);
  const files = discoverIndexFiles(cards);
  const origin = `http://localhost:${port}`;
  const html = fillTemplate(readFileSync(join(siteDir, TEMPLATE_FILES.discover), 'utf8'), renderDiscoverHead(origin), renderDiscoverBody(cards));
  const answer = (body: string | Uint8Array<ArrayBuffer>, type: string, request: Request) =>
    (request.headers.get('accept-encoding') ?? '').includes('gzip')
      ? new Response(Bun.gzipSync(typeof body === 'string' ? new TextEncoder().encode(body) : body), { headers: { 'content-type': type, 'content-encoding': 'gzip' } })
      : new Response(body, { headers: { 'content-type': type } });
  return Bun.serve({
    port,
    fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === '/discover' || path === '/discover/') return answer(html, TYPES['.html']!, request);
      const file = files.get(path.slice(1));
      if (file !== undefined) return answer(file, TYPES['.json']!, request);
      if (path.startsWith('/discover/names/') || path.startsWith('/discover/cards/')) return new Response('', { status: 404 });
      const onDisk = join(siteDir, path);
      if (!onDisk.startsWith(siteDir) || !existsSync(onDisk) || !statSync(onDisk).isFile()) return new Response('', { status: 404 });
      return answer(new Uint8Array(readFileSync(onDisk)), TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream', request);
    },
  });
}

if (import.meta.main) {
  const species = Number(process.argv[2] ?? 100_000);
  const server = serveDiscover(species, Number(process.env.BENCH_PORT ?? 4713));
  const url = `http://localhost:${server.port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`Discover of ${species} taxa, served statically; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const load = await benchDiscoverFirstLoad(url, browser);
    figure('First load (HTML+CSS+JS, no images)', { bytes: load.bytes }, `${kb(load.bytes)}`, { text: '<= 200 KB', met: load.bytes <= 200 * 1024 });
    console.log(`      ${kb(load.bytes)} (${load.files.map((file) => `${file.path.split('/').pop() || '/'} ${kb(file.bytes)}`).join(', ')})`);
    const searches = [];
    for (const typed of [false, true]) for (const term of NAME_SEARCH_TERMS) searches.push(await benchFirstNameSearch(url, browser, term, typed));
    const worst = Math.max(...searches.map((s) => s.bytes));
    const each = Object.fromEntries(searches.flatMap((s) => [[`"${s.term}"${s.typed ? ' typed' : ''} bytes`, s.bytes], [`"${s.term}"${s.typed ? ' typed' : ''} found`, s.found]]));
    figure('First name search, worst term', { worst, ...each }, kb(worst), { text: '<= 150 KB', met: worst <= 150 * 1024 });
    for (const s of searches) {
      console.log(`  "${s.term}" ${s.typed ? 'typed ' : 'pasted'}: ${kb(s.bytes)} in ${s.requests} files (names ${kb(s.namesBytes)}, cards ${kb(s.cardsBytes)}); ${s.count}, ${s.cards} cards shown, ${s.ms.toFixed(0)} ms`);
    }
    console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    server.stop(true);
  }
}
