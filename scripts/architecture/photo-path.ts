// The files on a photo's way from its upload to its species page, for docs/architecture.md:
// `bun scripts/architecture/photo-path.ts`. It runs the three steps of api/src/photo-to-page.test.ts with coverage
// (a signed-in diver; then an upload; then an upload, a publish and the page) and names the product files whose
// lines ran more often in a step than in the one before: the upload leg, then the publish leg (the publish call, the
// page it makes, and the lists and search that follow it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './import-graph';

const STEPS = ['reaches the server through its handler', 'the upload answers 201', 'once an admin publishes it'];

/** Line hit counts per file, as one run's lcov report gives them. */
type Hits = Map<string, Map<number, number>>;

function covered(step: string): Hits {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-photo-path-'));
  try {
    const run = Bun.spawnSync(
      [process.execPath, 'test', '--timeout', '60000', '--coverage', '--coverage-reporter=lcov', `--coverage-dir=${dir}`, '-t', step, './api/src/photo-to-page.test.ts'],
      { cwd: ROOT, stdout: 'ignore', stderr: 'pipe' },
    );
    if (run.exitCode !== 0) throw new Error(`the step "${step}" failed:\n${run.stderr.toString()}`);
    const hits: Hits = new Map();
    let file = new Map<number, number>();
    for (const line of readFileSync(join(dir, 'lcov.info'), 'utf8').split('\n')) {
      if (line.startsWith('SF:')) hits.set(line.slice(3), (file = new Map()));
      if (line.startsWith('DA:')) {
        const [number, count] = line.slice(3).split(',').map(Number);
        file.set(number!, count!);
      }
    }
    return hits;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Tests, their support and the fake outside services stand in for the world; they are not the product's path.
const inProduct = (file: string) =>
  !/\.test\.tsx?$/.test(file) && !file.includes('test-support/') && !file.startsWith('api/src/fakes/') && !file.includes('node_modules');

/** The product files whose lines ran more often in `after` than in `before`. */
function ranMore(before: Hits, after: Hits): string[] {
  return [...after]
    .filter(([file, lines]) => inProduct(file) && [...lines].some(([line, count]) => count > (before.get(file)?.get(line) ?? 0)))
    .map(([file]) => file)
    .sort();
}

const [signedIn, upload, published] = STEPS.map(covered) as [Hits, Hits, Hits];
const legs = { upload: ranMore(signedIn, upload), publish: ranMore(upload, published) };
for (const [leg, files] of Object.entries(legs)) console.log(`${leg} leg: ${files.length} files\n${files.map((file) => `  ${file}`).join('\n')}`);
console.log(`in all: ${new Set([...legs.upload, ...legs.publish]).size} files`);
