import { basename, dirname } from 'node:path';
import { completeBackups, isBackupId, MANIFEST, readManifest, type Manifest } from './manifest';
import { openPlace, type Place } from './place';
import { BackupRefused } from './refused';

export { BackupRefused };

export interface ChosenBackup {
  place: Place;
  manifest: Manifest;
}

/**
 * The backup a restore source names: a backup's folder (`…/<id>`), or a place, meaning its newest complete backup.
 * A backup without its manifest is unfinished: it is refused, never used.
 */
export async function chooseBackup(source: string, env: Record<string, string | undefined>): Promise<ChosenBackup> {
  const trimmed = source.replace(/\/+$/, '');
  const name = basename(trimmed);
  if (isBackupId(name)) {
    const place = openPlace(trimmed.startsWith('s3://') ? trimmed.slice(0, -name.length - 1) : dirname(trimmed), env, 'The source');
    const manifest = await readManifest(place, name);
    if (!manifest) throw new BackupRefused(`${trimmed} has no ${MANIFEST}: the backup is not complete, so nothing is restored from it`);
    return { place, manifest };
  }
  const place = openPlace(trimmed, env, 'The source');
  const ids = await completeBackups(place);
  if (!ids.length) throw new BackupRefused(`${trimmed} holds no complete backup (no <id>/${MANIFEST}): nothing to restore`);
  return { place, manifest: (await readManifest(place, ids.at(-1)!))! };
}
