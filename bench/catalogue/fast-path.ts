import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { writeTestSite } from '../../api/test-support/site-templates';

/**
 * The publish fast path and the start-up at a size (fast-path-server.ts does the work, a process per stage):
 * seed, make a full build of the database, then start the server with the build present (time to its first
 * species page answering 200, peak RSS) and publish `targets` photos of new species one after another (the call,
 * and the call to the lists and search being written). The site's templates are the test templates (the page
 * files' bytes differ from the real site's, the work does not).
 */
export async function benchFastPath(photos: number, species: number, targets = 11, port = 4455) {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-fast-'));
  const siteDir = writeTestSite(join(dataDir, 'templates'));
  const env = { ...process.env, DATA_DIR: join(dataDir, 'data'), SITE_DIR: siteDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  const children: Array<ReturnType<typeof spawn>> = [];
  const run = (stage: string[]) => {
    const child = spawn(process.execPath, ['bench/catalogue/fast-path-server.ts', ...stage], { env });
    children.push(child);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    const lines = createInterface({ input: child.stdout });
    const waiting: Array<{ prefix: string; resolve: (line: string) => void; reject: (error: Error) => void }> = [];
    lines.on('line', (line) => {
      const at = waiting.findIndex((w) => line.startsWith(w.prefix));
      if (at >= 0) waiting.splice(at, 1)[0]!.resolve(line);
    });
    // A stage that exits before printing the line fails the benchmark rather than hanging it.
    child.once('exit', (code) => {
      for (const { prefix, reject } of waiting.splice(0)) reject(new Error(`${stage[0]} exited (${code}) before "${prefix}"`));
    });
    const next = (prefix: string) => new Promise<string>((resolve, reject) => waiting.push({ prefix, resolve, reject }));
    return { child, next };
  };
  try {
    let started = performance.now();
    const seeding = run(['seed', String(photos), String(species), String(targets)]);
    const { targets: ids } = JSON.parse((await seeding.next('seeded ')).slice('seeded '.length)) as { targets: number[] };
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`      seeded ${photos} photos of ${species} species in ${seedSeconds.toFixed(0)} s`);
    const building = run(['build']);
    const built = JSON.parse((await building.next('built ')).slice('built '.length)) as { pages: number; seconds: number; peakMb: number; first: string };
    console.log(`      build.json and summaries of ${built.pages} pages in ${built.seconds.toFixed(0)} s (peak ${built.peakMb.toFixed(0)} MB)`);

    const loadAtStart = loadavg();
    started = performance.now();
    const server = run(['serve']);
    const ready = server.next('ready');
    let firstPageMs = 0;
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) before its first page`);
      const answer = await fetch(`http://localhost:${port}/species/${built.first}`).catch(() => null);
      if (answer?.status === 200) {
        firstPageMs = performance.now() - started;
        break;
      }
      await Bun.sleep(50);
    }
    await ready;
    const ask = async (command: string, prefix: string) => {
      const answer = server.next(prefix);
      server.child.stdin.write(`${command}\n`);
      return answer;
    };
    const startPeakMb = Number((await ask('peak', 'peak ')).split(' ')[1]) / 1024;
    const publishes: Array<{ callMs: number; listsMs: number; rssMb: number }> = [];
    for (const id of ids) {
      const [, , , call, lists, rss] = (await ask(`publish ${id}`, `done publish ${id} `)).split(' ');
      publishes.push({ callMs: Number(call), listsMs: Number(lists), rssMb: Number(rss) / 1024 });
    }
    const peakMb = Number((await ask('peak', 'peak ')).split(' ')[1]) / 1024;
    server.child.stdin.end();
    await new Promise((resolve) => server.child.once('exit', resolve));
    return { photos, species, seedSeconds, build: built, firstPageMs, startPeakMb, peakMb, publishes, loadAtStart, loadAtEnd: loadavg() };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
