import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PhotoStore } from '../../api/src/lib/storage';
import { PACK_FILE, PACK_LIST, SitePack, type PackedFile } from './site-pack';
import { SUMMARIES_FILE, type BuildMeta } from './store';

/**
 * Full builds shared through the bucket, for the instances that did not make them, under catalogue-builds/<id>/:
 *   site.pack        every file of the site, one after another, as they are
 *   site-files.json  [path, size] of each, in the pack's order
 *   summaries.ndjson the pages' summaries (also in the pack), so that an instance reads them while the pack comes
 *   build.json       written last: a build whose build.json can be read is whole
 * One object rather than one per file: a build of 100,000 species has about 200,000 files, and a bucket answers
 * each request on its own. Not a zip: a zip without its 64-bit extension holds at most 65,535 files, and the pack
 * is written and read as a stream, never held in memory whole. The instances that take it serve it from the pack
 * without unpacking it. Those keys answer no /uploads/ address.
 */
const prefix = (id: string) => `catalogue-builds/${id}`;
const SUMMARIES_KEY = 'summaries.ndjson';
/** Files read between two flushes of the pack, so the build's folder is read while the pack is written. */
const FILES_PER_TURN = 500;

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

/** Writes every file of `siteDir` into one pack file, streaming; answers what it holds, in order. */
async function writePack(siteDir: string, packPath: string): Promise<PackedFile[]> {
  const files: PackedFile[] = [];
  const writer = Bun.file(packPath).writer({ highWaterMark: 1 << 20 });
  for (const file of filesUnder(siteDir)) {
    const bytes = readFileSync(join(siteDir, file));
    writer.write(bytes);
    files.push([file, bytes.length]);
    if (files.length % FILES_PER_TURN === 0) await writer.flush();
  }
  await writer.end();
  return files;
}

/** Copies a finished build's site to the bucket; returns how many files it has. */
export async function shareBuild(bucket: PhotoStore, meta: BuildMeta, siteDir: string): Promise<number> {
  const packPath = join(dirname(siteDir), `${PACK_FILE}.${process.pid}.tmp`);
  try {
    const files = await writePack(siteDir, packPath);
    await bucket.write(`${prefix(meta.id)}/${PACK_FILE}`, Bun.file(packPath), 'application/octet-stream');
    await bucket.write(`${prefix(meta.id)}/${PACK_LIST}`, new TextEncoder().encode(JSON.stringify(files)), 'application/json');
    const summaries = Bun.file(join(siteDir, SUMMARIES_FILE));
    if (await summaries.exists()) await bucket.write(`${prefix(meta.id)}/${SUMMARIES_KEY}`, summaries, 'application/x-ndjson');
    await bucket.write(`${prefix(meta.id)}/build.json`, new TextEncoder().encode(JSON.stringify(meta)), 'application/json');
    return files.length;
  } finally {
    rmSync(packPath, { force: true });
  }
}

/**
 * Copies a shared build's pack and its list of files into `buildDir`, where the site is read from them as they
 * are (site-pack.ts), and meanwhile reads its pages' summaries with `readSummaries` (null for a build shared
 * without them: they are then read out of the pack). Null when the bucket has no whole build of that id.
 */
export async function fetchBuild<Read>(
  bucket: PhotoStore,
  id: string,
  buildDir: string,
  readSummaries: (lines: ReadableStream<Uint8Array>) => Promise<Read>,
): Promise<{ meta: BuildMeta; summaries: Read | null } | null> {
  const json = await bucket.read(`${prefix(id)}/build.json`);
  if (!json) return null;
  const meta = JSON.parse(new TextDecoder().decode(json)) as BuildMeta;
  const [listed, pack, summaries] = await Promise.all([
    bucket.read(`${prefix(id)}/${PACK_LIST}`),
    bucket.response(`${prefix(id)}/${PACK_FILE}`, {}),
    bucket.response(`${prefix(id)}/${SUMMARIES_KEY}`, {}),
  ]);
  if (!listed || !pack) {
    await Promise.all([pack?.body?.cancel(), summaries?.body?.cancel()]);
    throw new Error(`The shared build ${id} has no ${listed ? PACK_FILE : PACK_LIST}`);
  }
  mkdirSync(buildDir, { recursive: true });
  const [read] = await Promise.all([summaries?.body ? readSummaries(summaries.body) : null, Bun.write(join(buildDir, PACK_FILE), pack)]);
  writeFileSync(join(buildDir, PACK_LIST), listed);
  SitePack.open(buildDir); // refuses a pack cut short
  return { meta, summaries: read };
}

/** Deletes a shared build from the bucket (one the instances have moved on from). */
export async function removeSharedBuild(bucket: PhotoStore, id: string): Promise<void> {
  await bucket.remove([`${prefix(id)}/build.json`, `${prefix(id)}/${PACK_LIST}`, `${prefix(id)}/${PACK_FILE}`, `${prefix(id)}/${SUMMARIES_KEY}`]);
}
