import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, wrk } from '../support/nginx';

/** How many distinct pages the spread run asks for: far more than the server holds in memory (held-pages.ts HELD_PAGE_BYTES). */
export const SPREAD_PAGES = 20_000;

/**
 * A wrk script asking for `paths` in turn from a shuffled list, so each connection keeps moving across pages: most
 * requests find a page the server does not hold in memory and read it from disk.
 */
function spreadScript(paths: string[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-wrk-'));
  const file = join(dir, 'spread.lua');
  writeFileSync(
    file,
    `local paths = {${paths.map((path) => JSON.stringify(path)).join(',')}}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i * 7919) % #paths + 1])
end
`,
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The resident memory of a process, in MB (VmRSS, and VmHWM: its peak so far). */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Requests per second for species pages: our server (serving from its build) against Debian's nginx serving the
 * very same files from the same folder, both on loopback, measured alternately with wrk. `one page` asks for one
 * page (held in memory by the server); `spread` asks for SPREAD_PAGES distinct pages in turn (most read from
 * disk, as a crawler or a CDN's misses would), and reports the server's memory after it.
 */
export async function benchSpeciesPageRps(serverUrl: string, buildSiteDir: string, slug: string, spread: { slugs: string[]; serverPid: number }) {
  const results: Record<string, { ours: number[]; nginx: number[]; serverRssMb?: number; serverRssBeforeMb?: number }> = {};
  const ours = serverUrl.replace('localhost', '127.0.0.1');
  const picked = spread.slugs.slice(0, SPREAD_PAGES);
  const nginxScript = spreadScript(picked.map((page) => `/species/${page}/`));
  const oursScript = spreadScript(picked.map((page) => `/species/${page}`));
  try {
    for (const workers of ['auto', '1']) {
      const nginx = await startNginx({
        workers,
        readyPath: `/species/${slug}/`,
        server: `  server {
    root ${buildSiteDir};
    location / { try_files $uri $uri/index.html =404; }
  }`,
      });
      try {
        const nginxUrl = `${nginx.url}/species/${slug}/`;
        const oursUrl = `${ours}/species/${slug}`;
        const [fromNginx, fromOurs] = await Promise.all([fetch(nginxUrl).then((r) => r.text()), fetch(oursUrl).then((r) => r.text())]);
        if (fromNginx !== fromOurs) throw new Error('nginx and the server answer different bodies for the page');
        // Warm-up: the first seconds of load on the server include JIT compilation of the request path.
        await wrk(oursUrl, 5);
        await wrk(nginxUrl, 2);
        const round = { ours: [] as number[], nginx: [] as number[] };
        for (let i = 0; i < 2; i++) {
          round.nginx.push(await wrk(nginxUrl));
          round.ours.push(await wrk(oursUrl));
        }
        results[`one page, nginx worker_processes ${workers}`] = round;
        if (workers !== 'auto') continue;
        const spreadRound = { ours: [] as number[], nginx: [] as number[], serverRssMb: 0, serverRssBeforeMb: processMemory(spread.serverPid).rssMb };
        for (let i = 0; i < 2; i++) {
          spreadRound.nginx.push(await wrk(nginx.url, 10, nginxScript.file));
          spreadRound.ours.push(await wrk(ours, 10, oursScript.file));
        }
        spreadRound.serverRssMb = processMemory(spread.serverPid).rssMb;
        results[`${picked.length} pages in turn, nginx worker_processes ${workers}`] = spreadRound;
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    nginxScript.remove();
    oursScript.remove();
  }
  return results;
}
