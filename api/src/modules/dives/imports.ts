import { IMPORT_ANSWER_DIVES, MAX_DIVES_PER_LOG } from '@rules/dive-imports';
import type { AppContext } from '../../context';
import { transaction, type Db } from '../../db/client';
import { readDiveLog, type ParsedDive, type ParsedFile, type ParsedLog, type ParsedTrack } from '../../lib/dive-logs';
import { payloadTooLarge, type HttpError } from '../../lib/errors';
import { photoStore, photoUrl } from '../../lib/storage';
import { slices } from '../../lib/turns';
import type { UserRow } from '../accounts';
import { identificationsForDives as identifications } from '../identifications';
import { importsRefusal, newDivesWithinAccount, onceEach, TOO_MANY_DIVES_IN_LOG } from './limits';
import { dropOldestLogFiles, measureOldLogFiles } from './log-files';
import { placePhotos } from './matching';
import { insertLog, insertNewDives, keepLogFile, type DiveRow, type NewDiveRow } from './repo';
import { afterPhotosMoved, views, type PhotosMoved } from './service';
import { positionsFromTrack } from './tracks';

const newestFirst = (a: DiveRow, b: DiveRow) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id;

const newDiveRow = (userId: number, logId: number, dive: ParsedDive): NewDiveRow => ({
  userId,
  logId,
  startedAt: dive.startedAt,
  utcOffsetMinutes: dive.utcOffsetMinutes,
  durationSeconds: dive.durationSeconds,
  maxDepthMeters: dive.maxDepthMeters,
  siteName: dive.site?.name ?? null,
  latitude: dive.site?.latitude ?? null,
  longitude: dive.site?.longitude ?? null,
  profile: JSON.stringify(dive.profile),
  ...(dive.cameraOffsetSeconds ? { cameraOffsetSeconds: dive.cameraOffsetSeconds } : {}),
});

/** The rows of a log's new dives, their profiles turned into text a slice at a time (lib/turns.ts). */
async function newDiveRows(userId: number, logId: number, fresh: ParsedDive[]): Promise<NewDiveRow[]> {
  const breathe = slices();
  const rows: NewDiveRow[] = [];
  for (const dive of fresh) {
    rows.push(newDiveRow(userId, logId, dive));
    await breathe();
  }
  return rows;
}

/** How a stored file is served back (the account export), and the extension it is stored with. */
const STORED_AS: Record<ParsedFile['format'], { type: string; extension: string }> = {
  subsurface: { type: 'application/xml', extension: 'ssrf' },
  uddf: { type: 'application/xml', extension: 'uddf' },
  macdive: { type: 'application/xml', extension: 'xml' },
  fit: { type: 'application/vnd.ant.fit', extension: 'fit' },
  suunto: { type: 'application/json', extension: 'json' },
  gpx: { type: 'application/gpx+xml', extension: 'gpx' },
};

/** What one file did, in the import's transaction: the dives it added or placed, and the photos that moved. */
interface FileEffect extends PhotosMoved {
  dives: DiveRow[];
}

/** The form's fields beside the file. */
export interface ImportForm {
  /** The dive site's offset from UTC in minutes, for dives whose log does not say (a GPX track needs it). */
  utcOffsetMinutes?: number;
}

/**
 * POST /api/dives/import: a dive log's new dives added, or a GPX track's positions given to the user's dives without
 * one (tracks.ts). The file is read on a worker (refused whole when it cannot be; 422 past its time budget) and
 * recognised by its content. Refused before anything is written: a 2,001st import within an hour, or one past 750 MB
 * in the hour (429), a log of more
 * than 10,000 dives (413), one that would take the account past 20,000 dives (409), a track needing an offset it
 * was not given (400). One transaction: a failure leaves no row and no stored file. A file that changes nothing
 * keeps its row (it counts as an import) but not its file. The account's files are kept within 100 MB, the oldest
 * dropped first. The answer lists the newest 50 dives added or placed.
 */
export async function importFile(ctx: AppContext, user: UserRow, file: File, form: ImportForm = {}) {
  // Checked again in the transaction; here it spares the reading of a file that would be refused.
  const busy = await importsRefusal(ctx.db, user.id, ctx.now(), file.size);
  if (busy) throw busy;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = await readDiveLog(bytes, { now: ctx.now() });
  if (read.format !== 'gpx' && read.dives.length > MAX_DIVES_PER_LOG) throw payloadTooLarge(TOO_MANY_DIVES_IN_LOG, 'dives.too_many_in_log');
  await measureOldLogFiles(ctx, user.id);
  const apply = read.format === 'gpx' ? trackStep(user.id, read, form) : logStep(user.id, read);
  const effect = await recordImport(ctx, user, file, bytes, read.format, apply);
  await afterPhotosMoved(ctx, effect);
  const counts = read.format === 'gpx' ? { imported: 0, duplicates: 0, skippedSamples: 0, skippedDives: 0, positioned: effect.dives.length } : logCounts(read, effect);
  return { ...counts, logFilesDropped: effect.dropped, dives: await views(ctx, effect.dives.sort(newestFirst).slice(0, IMPORT_ANSWER_DIVES)) };
}

const logCounts = (log: ParsedLog, effect: FileEffect) => ({
  imported: effect.dives.length,
  duplicates: log.dives.length - effect.dives.length,
  skippedSamples: log.skippedSamples,
  skippedDives: log.skippedDives,
  positioned: 0,
});

type Step = (tx: Db, logId: number) => Promise<FileEffect | { refusal: HttpError }>;

/** A log's dives the account does not hold yet (each once: limits.ts), added; the user's photos on no dive placed on them. */
function logStep(userId: number, log: ParsedLog): Step {
  const unique = onceEach(log.dives);
  return async (tx, logId) => {
    const added = await newDivesWithinAccount(tx, userId, unique);
    if ('refusal' in added) return added;
    const inserted = await insertNewDives(tx, await newDiveRows(userId, logId, added.fresh));
    if (inserted.length === 0) return { dives: [], published: [], moved: [] };
    return { dives: inserted, ...(await placePhotos(tx, await identifications.photosWithoutDive(tx, userId), inserted)) };
  };
}

function trackStep(userId: number, track: ParsedTrack, form: ImportForm): Step {
  return (tx) => positionsFromTrack(tx, userId, track, form.utcOffsetMinutes);
}

/**
 * One file's import, in one transaction (the account's imports take turns on every instance: decision 076): the
 * hourly limit checked again, the file's row, its step, and the file stored when the step changed something.
 */
async function recordImport(ctx: AppContext, user: UserRow, file: File, bytes: Uint8Array, format: ParsedFile['format'], step: Step) {
  const store = photoStore(ctx.config);
  const key = `dive-logs/${crypto.randomUUID()}.${STORED_AS[format].extension}`;
  let stored = false;
  const result = await transaction(
    ctx.db,
    async (tx) => {
      const now = ctx.now();
      const busy = await importsRefusal(tx, user.id, now, bytes.byteLength);
      if (busy) return { refusal: busy };
      const row = await insertLog(tx, { userId: user.id, fileName: file.name.slice(0, 255) || 'dive-log', format, fileUrl: '', fileBytes: bytes.byteLength, createdAt: now });
      const effect = await step(tx, row.id);
      // Thrown, not returned: the transaction is rolled back, the file's row with it.
      if ('refusal' in effect) throw effect.refusal;
      if (effect.dives.length === 0) return { ...effect, dropped: [] as string[] };
      await keepLogFile(tx, row.id, photoUrl(key));
      await store.write(key, bytes, STORED_AS[format].type);
      stored = true;
      return { ...effect, dropped: await dropOldestLogFiles(tx, user.id) };
    },
    { serializes: `dive-import:${user.id}` },
  ).catch(async (error: unknown) => {
    if (stored) await store.remove([key]);
    throw error;
  });
  if ('refusal' in result) throw result.refusal;
  if (result.dropped.length) await store.remove(result.dropped);
  return { ...result, dropped: result.dropped.length };
}
