import { isWaiting, settleTripPhoto, tripPhotos, type TripPhoto } from './trip-photo-store';
import type { TripPhotoAnswer } from './trips';
import { errorMessage } from '../../lib/api';

/** Photos sent at once: two keep a slow link busy without one photo waiting behind many. */
export const SENT_AT_ONCE = 2;

/** Sends one photo's copy; throws what the API client throws (an ApiError with the server's status, or offline). */
export type SendTripPhoto = (tripId: number, file: File) => Promise<TripPhotoAnswer>;

export interface UploadProgress {
  /** Photos the server holds, of `total` (those it refused are in neither). */
  done: number;
  total: number;
  sentBytes: number;
  totalBytes: number;
  /** Bytes sent in this run and since when: what the time left is reckoned from. */
  runBytes: number;
  runStartedAt: number;
  refused: Array<{ name: string; reason: string }>;
}

/** `finished`: nothing waits. `kept`: the connection was lost or the server busy; what is left waits on the device. */
export type UploadOutcome = 'finished' | 'kept';

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};
/** No answer (offline), a timeout, too many requests or a failing server: worth sending again later. */
const worthRetrying = (status: number | undefined) => status === undefined || status === 408 || status === 429 || status >= 500;
const reasonOf = (error: unknown) => errorMessage(error, String(error));

function progressOf(photos: TripPhoto[], runBytes: number, runStartedAt: number): UploadProgress {
  const counted = photos.filter((photo) => !photo.refused);
  const sent = counted.filter((photo) => !isWaiting(photo));
  const bytes = (list: TripPhoto[]) => list.reduce((sum, photo) => sum + photo.size, 0);
  const refused = photos.filter((photo) => photo.refused).map((photo) => ({ name: photo.name, reason: photo.refused! }));
  return { done: sent.length, total: counted.length, sentBytes: bytes(sent), totalBytes: bytes(counted), runBytes, runStartedAt, refused };
}

/** Runs for a trip in this tab: a second call (the connection back while a run goes on) joins the first. */
const running = new Map<string, Promise<UploadOutcome>>();

/**
 * Sends a trip's waiting copies, `SENT_AT_ONCE` at a time, oldest first, reporting progress after each. A copy the
 * server answers (201 new, 200 bytes it already held) leaves the waiting list; one it refuses for good (400, 413,
 * …) is set aside with its reason; a lost connection or a busy server stops the run and the rest waits on the
 * device for the next (the server answers 200 for bytes it has, so sending one again is safe).
 */
export function sendWaitingPhotos(owner: number, tripId: number, send: SendTripPhoto, onProgress: (progress: UploadProgress) => void): Promise<UploadOutcome> {
  const key = `${owner}:${tripId}`;
  const joined = running.get(key);
  if (joined) return joined;
  const run = sendAll(owner, tripId, send, onProgress).finally(() => running.delete(key));
  running.set(key, run);
  return run;
}

async function sendAll(owner: number, tripId: number, send: SendTripPhoto, onProgress: (progress: UploadProgress) => void): Promise<UploadOutcome> {
  const runStartedAt = Date.now();
  let runBytes = 0;
  // Copies kept while a round is sent (a large folder's later photos) go in the next round of the same run.
  for (;;) {
    const photos = await tripPhotos(owner, tripId);
    const waiting = photos.filter(isWaiting);
    const report = () => onProgress(progressOf(photos, runBytes, runStartedAt));
    report();
    if (waiting.length === 0) return 'finished';
    let next = 0;
    let kept = false;
    const lane = async () => {
      while (!kept && next < waiting.length) {
        const photo = waiting[next++]!;
        const file = new File([photo.bytes!], photo.name, { type: photo.type });
        let settled: TripPhoto;
        try {
          const answer = await send(tripId, file);
          settled = await settleTripPhoto(photo, { photoId: answer.id, diveId: answer.diveId, takenAt: answer.takenAt });
          runBytes += photo.size;
        } catch (error) {
          if (worthRetrying(statusOf(error))) {
            kept = true;
            return;
          }
          settled = await settleTripPhoto(photo, { refused: reasonOf(error) });
        }
        photos[photos.indexOf(photo)] = settled;
        report();
      }
    };
    await Promise.all(Array.from({ length: SENT_AT_ONCE }, lane));
    if (kept) return 'kept';
  }
}
