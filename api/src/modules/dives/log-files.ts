import { MAX_KEPT_LOG_BYTES } from '@rules/dive-imports';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { photoKey, photoStore } from '../../lib/storage';
import { forgetLogFiles, keptLogBytes, keptLogFiles, logFilesOfUnknownSize, setLogFileBytes } from './repo';

/**
 * The sizes of an account's kept files imported before sizes were recorded, read from the store once, so that its
 * files are counted whole against the 100 MB. A file no longer stored counts as 0.
 */
export async function measureOldLogFiles(ctx: AppContext, userId: number): Promise<void> {
  const store = photoStore(ctx.config);
  for (const log of await logFilesOfUnknownSize(ctx.db, userId)) {
    const key = photoKey(log.fileUrl);
    const data = key ? await store.read(key) : null;
    await setLogFileBytes(ctx.db, log.id, data?.byteLength ?? 0);
  }
}

/**
 * Keeps an account's log files within 100 MB: the newest are kept while they fit, and every older one is dropped,
 * its row kept without its file (in the caller's transaction). Returns the keys of the dropped files, to be removed
 * from the store once that transaction has committed.
 */
export async function dropOldestLogFiles(db: Db, userId: number): Promise<string[]> {
  // Within 100 MB, as most imports leave it: the files themselves are listed only when some must go.
  if ((await keptLogBytes(db, userId)) <= MAX_KEPT_LOG_BYTES) return [];
  let total = 0;
  const dropped: Array<{ id: number; fileUrl: string }> = [];
  for (const log of await keptLogFiles(db, userId)) {
    total += log.fileBytes ?? 0;
    if (total > MAX_KEPT_LOG_BYTES) dropped.push(log);
  }
  await forgetLogFiles(db, dropped.map((log) => log.id));
  return dropped.map((log) => photoKey(log.fileUrl)).filter((key): key is string => key !== null);
}
