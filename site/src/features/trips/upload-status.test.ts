import { describe, expect, test } from 'bun:test';
import { percentSent, progressText } from './upload-status';
import { tripsWords } from './trips-words';
import type { UploadProgress } from './upload-queue';

const MB = 1024 * 1024;
// 10 of 40 photos sent, 5 MB of 20 MB; this run sent 5 MB in 10 s, so the 15 MB left take 30 s.
const progress: UploadProgress = { done: 10, total: 40, sentBytes: 5 * MB, totalBytes: 20 * MB, runBytes: 5 * MB, runStartedAt: 0, refused: [] };

describe("the upload's progress", () => {
  test('says the photos and megabytes sent and the time left at this run’s pace, in the page’s language', () => {
    expect(progressText(progress, tripsWords('en').upload, 'en', 10_000)).toBe('10 of 40 photos sent, 5.0 MB of 20.0 MB · 30 seconds left');
    expect(progressText({ ...progress, runBytes: MB }, tripsWords('de').upload, 'de', 10_000)).toBe('10 von 40 Fotos gesendet, 5,0 MB von 20,0 MB · noch 3 Minuten');
  });

  test('says no time left before anything was sent in this run', () => {
    expect(progressText({ ...progress, runBytes: 0 }, tripsWords('en').upload, 'en', 10_000)).toBe('10 of 40 photos sent, 5.0 MB of 20.0 MB');
  });

  test('fills the bar by photos sent', () => {
    expect(percentSent(progress)).toBe(25);
    expect(percentSent({ ...progress, done: 0, total: 0 })).toBe(100);
  });
});
