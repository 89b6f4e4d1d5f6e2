/**
 * The time of `npm run move-storage` per 1,000 photos, into s3rver on this machine (a separate process):
 * each photo is a web copy (~150 KB) and a high-resolution copy (~500 KB), as an upload stores them.
 *
 *   bun bench/move-storage.ts [photos=1000]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../api/src/lib/settings';
import { photoBucket, storageSettings } from '../api/src/lib/storage/settings';
import { moveStorage } from '../api/src/operations/storage';
import { row } from './support/figures';

const photos = Number(process.argv[2] ?? 1000);
const uploads = join(mkdtempSync(join(tmpdir(), 'reefid-move-bench-')), 'uploads');
mkdirSync(join(uploads, 'identifications'), { recursive: true });
for (let i = 0; i < photos; i++) {
  const name = crypto.randomUUID();
  writeFileSync(join(uploads, 'identifications', `${name}.jpg`), crypto.getRandomValues(new Uint8Array(150_000)));
  writeFileSync(join(uploads, 'identifications', `${name}-hd.jpg`), Buffer.concat([0, 1, 2, 3, 4, 5, 6, 7].map(() => crypto.getRandomValues(new Uint8Array(62_500)))));
}

const s3 = Bun.spawn([process.execPath, 'scripts/scale/s3.ts'], { cwd: join(import.meta.dir, '..'), stdout: 'pipe', stderr: 'inherit' });
const env: Record<string, string> = {};
const reader = s3.stdout.getReader();
for (let text = ''; !env.S3_SECRET_ACCESS_KEY; ) {
  const { value, done } = await reader.read();
  if (done) throw new Error('s3rver did not start');
  text += new TextDecoder().decode(value);
  for (const line of text.split('\n')) if (/^[A-Z0-9_]+=/.test(line)) env[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
}
const bucket = photoBucket(readSettings(storageSettings, env))!;
try {
  for (const [i, run] of ['first copy', 'second run (resume, nothing to copy)'].entries()) {
    const report = await moveStorage(uploads, bucket);
    const seconds = report.milliseconds / 1000;
    // The first run copies every file, the second skips every one.
    row(
      run,
      { milliseconds: report.milliseconds, files: report.files, [i === 0 ? 'copied' : 'skipped']: i === 0 ? report.copied : report.skipped },
      `${run}: ${photos} photos (${report.files} files, ${(report.bytes / 1e6).toFixed(0)} MB copied), ${report.copied} copied, ${report.skipped} skipped, ` +
        `${report.failed.length} failed, in ${seconds.toFixed(1)} s: ${((seconds * 1000) / photos).toFixed(1)} s per 1,000 photos`,
    );
    for (const { key, problem } of report.failed) console.log(`  failed ${key}: ${problem}`);
  }
} finally {
  s3.kill();
  await s3.exited;
  rmSync(join(uploads, '..'), { recursive: true, force: true });
}
