/**
 * The worker that makes the copies the browser sends (browser-copy.ts): decoding a 20 MB camera JPEG and drawing it
 * smaller takes long enough to freeze a phone's screen, so it happens here, off the page's thread.
 */
import { browserCopy, type BrowserCopy } from './browser-copy';
import type { Crop } from './crop';
import type { WrittenWhereAndWhen } from './exif-written';

export interface CopyRequest {
  id: number;
  file: File;
  maxSide: number;
  crop: Crop | null;
  said: WrittenWhereAndWhen | null;
}

/** The copy, or `failed` when this worker could not make one (the page then makes it itself). */
export type CopyAnswer = { id: number; copy: BrowserCopy } | { id: number; failed: true };

self.onmessage = async (event: MessageEvent<CopyRequest>) => {
  const { id, file, maxSide, crop, said } = event.data;
  let answer: CopyAnswer;
  try {
    answer = { id, copy: await browserCopy(file, maxSide, crop, said) };
  } catch {
    answer = { id, failed: true };
  }
  self.postMessage(answer);
};
