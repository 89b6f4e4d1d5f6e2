import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../api/src/db/client';
import { catalogue } from '../../api/src/modules/catalogue';
import { runAstroBuild, writeSnapshot } from '../../catalogue/engine';
import { insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { seaFixtures } from '../../api/test-support/sea';
import { descendantsOf } from '../support/process-tree';

const PAGE_BYTES = 4096;
const MB = 2 ** 20;

/** Resident bytes of a process, and its command's name (astro, full-build-main, pagefind...). */
function processInfo(pid: number): { rss: number; name: string } | null {
  try {
    const rss = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const name = argv.find((arg) => /astro$|full-build-main|pagefind|server\.ts$/.test(arg))?.split('/').at(-1) ?? argv[0]?.split('/').at(-1) ?? '?';
    return { rss, name };
  } catch {
    return null;
  }
}

/**
 * Peak resident memory of this process's descendants (the build's processes), together and per process name,
 * sampled every `intervalMs`.
 */
export function sampleChildren(intervalMs = 100) {
  let tree = 0;
  const perName = new Map<string, number>();
  const timer = setInterval(() => {
    let total = 0;
    for (const pid of descendantsOf(process.pid)) {
      const info = processInfo(pid);
      if (!info) continue;
      total += info.rss;
      perName.set(info.name, Math.max(perName.get(info.name) ?? 0, info.rss));
    }
    tree = Math.max(tree, total);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { treeMb: tree / MB, perProcessMb: Object.fromEntries([...perName].map(([name, bytes]) => [name, Math.round(bytes / MB)])) };
    },
  };
}

/**
 * Full static build of a catalogue of `photos` published photos of `species` taxa in the sea's shape, as the server
 * runs it: the NDJSON snapshot written page by page, then Astro (templates and fixed pages) and the catalogue's files
 * streamed from the snapshot, each a child process. Wall time of each part and peak memory of the build's processes.
 */
export async function benchFullBuild(photos: number, species: number) {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-bench-build-'));
  try {
    const { db, close } = await openDatabase(join(dir, 'reefid.sqlite'));
    const sea = seaFixtures(photos, { species });
    await insertFixtures(db, sea.rows, { taxa: sea.taxa });
    const snapshotPath = join(dir, 'snapshot.ndjson');
    let started = performance.now();
    const { count } = await writeSnapshot(snapshotPath, (await catalogue.loadCatalogue(db)).entries);
    const snapshotSeconds = (performance.now() - started) / 1000;
    await close();
    const outDir = join(dir, 'site');
    started = performance.now();
    const memory = sampleChildren();
    const written = await runAstroBuild({ snapshotPath, outDir, origin: 'https://reefid.example' });
    const seconds = (performance.now() - started) / 1000;
    const { treeMb, perProcessMb } = memory.stop();
    const pages = readdirSync(join(outDir, 'species')).length;
    const indexed = JSON.parse(readFileSync(join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')).languages.en.page_count;
    const steps = { astro: Math.round(seconds - written.seconds.pages - written.seconds.lists - written.seconds.search), ...written.seconds };
    return { snapshotPages: count, written: written.written, pages, indexed, snapshotSeconds, seconds, steps, peakTreeMb: treeMb, perProcessMb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same full build inside a running server (api/src/server.ts on a seeded database, SITE_DIR built by
 * `npm run build`): from the server's start to its log of the first rebuild, with the peak memory of the server's
 * process tree (the server itself, which holds the catalogue it reads, and the build's processes) and per process.
 */
export async function benchFullBuildInServer(photos: number, species: number, port = 4470) {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-bench-server-build-'));
  const root = join(import.meta.dir, '../..');
  try {
    const { db, close } = await openDatabase(join(dir, 'data', 'reefid.sqlite'));
    const sea = seaFixtures(photos, { species });
    await insertFixtures(db, sea.rows, { taxa: sea.taxa });
    await close();
    const siteDir = join(dir, 'site');
    const astro = Bun.spawn([process.execPath, '--bun', 'astro', 'build', '--silent'], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_BUILD_DIR: siteDir },
      stdout: 'ignore',
      stderr: 'inherit',
    });
    if ((await astro.exited) !== 0) throw new Error('astro build failed');
    const started = performance.now();
    const memory = sampleChildren();
    const server = Bun.spawn([process.execPath, 'api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), SITE_DIR: siteDir, PUBLIC_URL: `http://localhost:${port}` },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    let log = '';
    const collect = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) log += decoder.decode(chunk);
    };
    const ended = Promise.all([collect(server.stdout), collect(server.stderr)]).then(() => 'ended');
    const rebuilt = (async () => {
      for (;;) {
        const done = log.match(/Catalogue rebuilt: .*? in ([\d.]+) s/);
        if (done) return Number(done[1]);
        if (/rebuild failed/.test(log)) throw new Error(`the server's rebuild failed:\n${log.slice(-3000)}`);
        if ((await Promise.race([ended, Bun.sleep(500)])) === 'ended') throw new Error(`the server stopped before its rebuild:\n${log.slice(-3000)}`);
      }
    })();
    try {
      const rebuildSeconds = await rebuilt;
      const seconds = (performance.now() - started) / 1000;
      const { treeMb, perProcessMb } = memory.stop();
      return { seconds, rebuildSeconds, peakTreeMb: treeMb, perProcessMb };
    } finally {
      // Also when the rebuild failed: no server left running, no sampling left going.
      memory.stop();
      server.kill();
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
