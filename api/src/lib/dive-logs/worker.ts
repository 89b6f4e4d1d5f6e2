/// <reference lib="webworker" />
import { HttpError } from '../errors';
import { movedBuffer, packedFile } from './hand-off';
import { parseDiveLog } from './parse';
import type { ReaderAnswer, ReaderJob } from './reader';

/**
 * Reads one dive log or track at a time off the server's event loop (reader.ts): the parsed file, packed (hand-off.ts), or the
 * refusal the import answers with. Anything else is a fault, told as text.
 */
declare const self: Worker;
self.onmessage = (event: MessageEvent<ReaderJob>) => {
  let answer: ReaderAnswer;
  try {
    answer = { log: packedFile(parseDiveLog(event.data.bytes, { now: new Date(event.data.now) })) };
  } catch (error) {
    answer = error instanceof HttpError ? { refused: { status: error.status, message: error.message, code: error.code } } : { failed: error instanceof Error ? error.message : String(error) };
  }
  // The samples are moved to the event loop's thread, not copied (hand-off.ts).
  self.postMessage(answer, 'log' in answer ? [movedBuffer(answer.log)] : []);
};
