import type { AppContext } from '../../context';
import { photoKey, photoStore } from '../../lib/storage';
import type { AccountHoldings, ArchiveFile, UserRow } from '../accounts';
import { deleteUserDiveRows, divesOfUser, logsOfUser } from './repo';

const text = (value: string) => new TextEncoder().encode(value);
/** A log's name in the archive: its id, then the name it was uploaded under, made safe for any file system. */
const logName = (id: number, fileName: string) => `dives/logs/${id}-${fileName.replace(/[^\w.-]+/g, '_').slice(0, 120)}`;

/**
 * The account's dives in dives/dives.json (every column, the profile as a list), with every import of a log, and
 * each log file kept as imported. An import whose file is not kept (it added no dive, or it was dropped to keep the
 * account's files within 100 MB) is listed with `file: null`.
 */
async function* diveFiles(ctx: AppContext, user: UserRow, now: Date): AsyncGenerator<ArchiveFile> {
  const [rows, logs] = await Promise.all([divesOfUser(ctx.db, user.id), logsOfUser(ctx.db, user.id)]);
  if (rows.length === 0 && logs.length === 0) return;
  const dives = rows
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id - b.id)
    .map(({ userId: _user, ...row }) => ({ ...row, profile: JSON.parse(row.profile) as unknown }));
  const files = logs.map(({ userId: _user, fileUrl, ...log }) => ({ ...log, file: fileUrl ? logName(log.id, log.fileName) : null }));
  yield { name: 'dives/dives.json', data: text(JSON.stringify({ dives, logs: files }, null, 2)), compress: true, modified: now };
  for (const log of logs) {
    const key = photoKey(log.fileUrl);
    const data = key ? await photoStore(ctx.config).read(key) : null;
    if (data) yield { name: logName(log.id, log.fileName), data, compress: true, modified: log.createdAt };
  }
}

/**
 * An account's holdings with its dives added: exported after the identifications, deleted in the account's
 * transaction after them (their links to dives go first), the log files after the commit.
 */
export function withDives(ctx: AppContext, holdings: AccountHoldings): AccountHoldings {
  return {
    claimVisitorIdentifications: (cookie, user) => holdings.claimVisitorIdentifications(cookie, user),
    exportFiles: async (user, now) => {
      const held = await holdings.exportFiles(user, now);
      return (async function* () {
        yield* held;
        yield* diveFiles(ctx, user, now);
      })();
    },
    deleteWithAccount: async (tx, userId) => {
      const afterIdentifications = await holdings.deleteWithAccount(tx, userId);
      const logs = await deleteUserDiveRows(tx, userId);
      return async () => {
        await afterIdentifications();
        await removeLogFiles(ctx, logs.map((log) => log.fileUrl));
      };
    },
  };
}

export async function removeLogFiles(ctx: AppContext, urls: string[]): Promise<void> {
  const keys = urls.map(photoKey).filter((key): key is string => key !== null);
  if (keys.length) await photoStore(ctx.config).remove(keys);
}

/** An admin deletes the account: its dives and logs, and their files. */
export async function deleteDivesOfUser(ctx: AppContext, userId: number): Promise<void> {
  const logs = await deleteUserDiveRows(ctx.db, userId);
  await removeLogFiles(ctx, logs.map((log) => log.fileUrl));
}
