import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { PhotoStore } from '../../../lib/storage';
import type { BuildMeta } from './store';

/**
 * Full builds shared through the bucket, for the instances that did not make them: the site as one uncompressed
 * zip, catalogue-builds/<id>/site.zip, then build.json. One object rather than one per file: a build of 10,000
 * species has about 20,000 files, and a bucket answers each request on its own (copying them 16 at a time took
 * 16 s each way). build.json is written last, so a build whose build.json can be read is whole. Those keys answer
 * no /uploads/ address: no photo is stored under them.
 */
const prefix = (id: string) => `catalogue-builds/${id}`;
const ARCHIVE = 'site.zip';
/** Files written between two yields to the event loop, so requests are answered while a build is unpacked. */
const FILES_PER_TURN = 500;

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

/** Copies a finished build's site to the bucket; returns how many files it has. */
export async function shareBuild(bucket: PhotoStore, meta: BuildMeta, siteDir: string): Promise<number> {
  const files = filesUnder(siteDir);
  const site: Zippable = {};
  // Stored, not deflated: pages and search files already have their compressed copies beside them.
  for (const file of files) site[file] = [readFileSync(join(siteDir, file)), { level: 0 }];
  await bucket.write(`${prefix(meta.id)}/${ARCHIVE}`, zipSync(site, { level: 0 }), 'application/zip');
  await bucket.write(`${prefix(meta.id)}/build.json`, new TextEncoder().encode(JSON.stringify(meta)), 'application/json');
  return files.length;
}

/** Copies a shared build into `siteDir`; its meta, or null when the bucket has no whole build of that id. */
export async function fetchBuild(bucket: PhotoStore, id: string, siteDir: string): Promise<BuildMeta | null> {
  const json = await bucket.read(`${prefix(id)}/build.json`);
  if (!json) return null;
  const meta = JSON.parse(new TextDecoder().decode(json)) as BuildMeta;
  const archive = await bucket.read(`${prefix(id)}/${ARCHIVE}`);
  if (!archive) throw new Error(`The shared build ${id} has no ${ARCHIVE}`);
  const files = Object.entries(unzipSync(archive));
  for (let i = 0; i < files.length; i += FILES_PER_TURN) {
    for (const [file, bytes] of files.slice(i, i + FILES_PER_TURN)) {
      const path = join(siteDir, file);
      if (relative(siteDir, path).startsWith('..')) throw new Error(`The shared build ${id} names a file outside its site: ${file}`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
    }
    await Bun.sleep(0);
  }
  return meta;
}

/** Deletes a shared build from the bucket (one the instances have moved on from). */
export async function removeSharedBuild(bucket: PhotoStore, id: string): Promise<void> {
  await bucket.remove([`${prefix(id)}/build.json`, `${prefix(id)}/${ARCHIVE}`]);
}
