import { fileKey, type Manifest, type ManifestFile } from './manifest';
import type { Place } from './place';
import { eachAtOnce } from './pool';
import { BackupRefused } from './source';

/** Where a manifest's file is kept at the place. */
export const keptAt = (manifest: Manifest, part: 'database' | 'photos' | 'dataDir', file: ManifestFile) =>
  part === 'photos' ? fileKey(file.sha256) : `${manifest.id}/${file.key}`;

const PARTS = ['database', 'photos', 'dataDir'] as const;

/**
 * Reads every file the manifest lists and checks its size and SHA-256. Refuses, listing every missing and every
 * damaged file by its key and where it is kept, before anything is restored.
 */
export async function verifyBackup(place: Place, manifest: Manifest): Promise<void> {
  const missing: string[] = [];
  const damaged: string[] = [];
  for (const part of PARTS) {
    await eachAtOnce(manifest[part], 8, async (file) => {
      const at = keptAt(manifest, part, file);
      const kept = await place.digest(at);
      const named = part === 'photos' ? `${file.key} (${at})` : at;
      if (!kept) missing.push(named);
      else if (kept.size !== file.size || kept.sha256 !== file.sha256) damaged.push(named);
    });
  }
  if (!missing.length && !damaged.length) return;
  const lines = [
    `The backup ${place.address}/${manifest.id} cannot be restored: nothing was touched.`,
    ...missing.sort().map((file) => `  missing: ${file}`),
    ...damaged.sort().map((file) => `  damaged (checksum differs from the manifest): ${file}`),
  ];
  throw new BackupRefused(lines.join('\n'));
}
