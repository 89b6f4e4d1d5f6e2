import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../api/src/db/client';
import { catalogue } from '../../api/src/modules/catalogue';
import { insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { seaFixtures } from '../../api/test-support/sea';
import { sampleTreeMemory } from '../support/process-tree';

/** Full static build (Astro + Pagefind) of a catalogue of `photos` published photos of `species` taxa in the sea's shape: wall time and peak memory. */
export async function benchFullBuild(photos: number, species: number) {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-bench-build-'));
  try {
    const { db, close } = await openDatabase(join(dir, 'reefid.sqlite'));
    const sea = seaFixtures(photos, { species });
    await insertFixtures(db, sea.rows, { taxa: sea.taxa });
    const snapshot = join(dir, 'snapshot.json');
    writeFileSync(snapshot, JSON.stringify((await catalogue.loadCatalogue(db)).entries));
    await close();
    const out = join(dir, 'site');
    const started = performance.now();
    const child = Bun.spawn(['/usr/bin/time', '-v', process.execPath, '--bun', 'astro', 'build', '--silent'], {
      cwd: resolve(import.meta.dir, '../..'),
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CATALOGUE_SNAPSHOT: snapshot, SITE_BUILD_DIR: out, PUBLIC_URL: 'https://reefid.example' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const memory = sampleTreeMemory(child.pid);
    const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited]);
    const seconds = (performance.now() - started) / 1000;
    const peakTreeBytes = memory.stop();
    if (code !== 0) throw new Error(`astro build failed:\n${stderr}`);
    const maxRssKb = Number(stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1]);
    const pages = readdirSync(join(out, 'species')).length;
    const indexed = JSON.parse(readFileSync(join(out, 'pagefind/pagefind-entry.json'), 'utf8')).languages.en.page_count;
    return { pages, indexed, seconds, peakTreeMb: peakTreeBytes / 2 ** 20, timeMaxRssMb: maxRssKb / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
