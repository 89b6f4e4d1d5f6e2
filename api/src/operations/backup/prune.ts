import { completeBackups, FILES, isBackupId, MANIFEST, manifestKey, readManifest } from './manifest';
import type { Place } from './place';

/** A file or an unfinished backup younger than this may be one a running backup is writing: never deleted. */
export const WRITING_GRACE_MS = 24 * 60 * 60 * 1000;

export interface PruneReport {
  deletedBackups: string[];
  deletedFiles: number;
}

/**
 * Keeps the newest `keep` complete backups at the place and deletes the older ones (their manifest first, so none
 * is ever seen half-deleted as complete), unfinished backups older than a day, and every shared file that no kept
 * manifest references and that is older than a day.
 */
export async function pruneBackups(place: Place, keep: number, now = new Date()): Promise<PruneReport> {
  const complete = await completeBackups(place);
  const kept = complete.slice(-keep);
  const referenced = new Set<string>();
  for (const id of kept) for (const file of (await readManifest(place, id))!.photos) referenced.add(`${FILES}${file.sha256}`);

  const everything = await place.list('');
  const old = (modified: Date) => now.getTime() - modified.getTime() > WRITING_GRACE_MS;
  const deletedBackups: string[] = [];
  const byBackup = new Map<string, typeof everything>();
  for (const file of everything) {
    const [folder] = file.key.split('/');
    if (isBackupId(folder!)) byBackup.set(folder!, [...(byBackup.get(folder!) ?? []), file]);
  }
  for (const [id, files] of byBackup) {
    if (kept.includes(id)) continue;
    const finished = complete.includes(id);
    if (!finished && !files.every((file) => old(file.modified))) continue;
    if (finished) await place.delete([manifestKey(id)]);
    await place.delete(files.filter((file) => !file.key.endsWith(`/${MANIFEST}`)).map((file) => file.key));
    deletedBackups.push(id);
  }
  const unreferenced = everything.filter((file) => file.key.startsWith(FILES) && !referenced.has(file.key) && old(file.modified));
  await place.delete(unreferenced.map((file) => file.key));
  return { deletedBackups: deletedBackups.sort(), deletedFiles: unreferenced.length };
}
