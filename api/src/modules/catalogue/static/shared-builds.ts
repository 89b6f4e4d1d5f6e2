import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PhotoStore } from '../../../lib/storage';
import type { BuildMeta } from './store';

/**
 * Full builds shared through the bucket, for the instances that did not make them: the files of the site under
 * catalogue-builds/<id>/site/, then build.json listing them. build.json is written last, so a build whose
 * build.json can be read is whole. Those keys answer no /uploads/ address: no photo is stored under them.
 */
const prefix = (id: string) => `catalogue-builds/${id}`;

interface SharedMeta extends BuildMeta {
  files: string[];
}

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

/** Copies a finished build's site to the bucket; returns how many files it has. */
export async function shareBuild(bucket: PhotoStore, meta: BuildMeta, siteDir: string): Promise<number> {
  const files = filesUnder(siteDir);
  // A few at a time: a build has thousands of small files, and the bucket answers each on its own.
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(
      files.slice(i, i + 16).map((file) => bucket.write(`${prefix(meta.id)}/site/${file}`, readFileSync(join(siteDir, file)), 'application/octet-stream')),
    );
  }
  const shared: SharedMeta = { ...meta, files };
  await bucket.write(`${prefix(meta.id)}/build.json`, new TextEncoder().encode(JSON.stringify(shared)), 'application/json');
  return files.length;
}

/** Copies a shared build into `siteDir`; its meta, or null when the bucket has no whole build of that id. */
export async function fetchBuild(bucket: PhotoStore, id: string, siteDir: string): Promise<BuildMeta | null> {
  const json = await bucket.read(`${prefix(id)}/build.json`);
  if (!json) return null;
  const { files, ...meta } = JSON.parse(new TextDecoder().decode(json)) as SharedMeta;
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(
      files.slice(i, i + 16).map(async (file) => {
        const bytes = await bucket.read(`${prefix(id)}/site/${file}`);
        if (!bytes) throw new Error(`The shared build ${id} lacks ${file}`);
        const path = join(siteDir, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, bytes);
      }),
    );
  }
  return meta;
}

/** Deletes a shared build from the bucket (one the instances have moved on from). */
export async function removeSharedBuild(bucket: PhotoStore, id: string): Promise<void> {
  const json = await bucket.read(`${prefix(id)}/build.json`);
  if (!json) return;
  const { files } = JSON.parse(new TextDecoder().decode(json)) as SharedMeta;
  await bucket.remove([`${prefix(id)}/build.json`, ...files.map((file) => `${prefix(id)}/site/${file}`)]);
}
