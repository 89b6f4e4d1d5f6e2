import { fill } from '../../lib/fill';
import { sizeWords } from '../../lib/words';
import type { UploadProgress } from './upload-queue';
import type { UploadWords } from './trips-words';

/** The progress bar's value: photos sent of all, in percent. */
export const percentSent = (progress: UploadProgress) => (progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100));

/** The time left at this run's pace, in whole minutes (seconds under a minute); null before anything was sent. */
function timeLeft(progress: UploadProgress, language: string, now: number): string | null {
  const seconds = (now - progress.runStartedAt) / 1000;
  if (progress.runBytes === 0 || seconds <= 0) return null;
  const left = (progress.totalBytes - progress.sentBytes) / (progress.runBytes / seconds);
  const [value, unit] = left < 60 ? [Math.ceil(left), 'second'] : [Math.ceil(left / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** "12 of 30 photos sent, 4.1 MB of 10.3 MB, 2 minutes left", in the page's language. */
export function progressText(progress: UploadProgress, words: UploadWords, language: string, now = Date.now()): string {
  const sent = fill(words.progress, { done: progress.done, total: progress.total, sent: sizeWords(language, progress.sentBytes), size: sizeWords(language, progress.totalBytes) });
  const left = progress.done < progress.total ? timeLeft(progress, language, now) : null;
  return left ? `${sent} · ${fill(words.timeLeft, { time: left })}` : sent;
}
