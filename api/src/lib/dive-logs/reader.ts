/**
 * Dive logs are read on worker threads, never on the server's event loop: a log of a few megabytes takes seconds to
 * read, and its pages and /healthz must keep answering meanwhile. Each log has a time budget; a worker that is past
 * it is stopped and replaced, and the import answers 422 (decision 111).
 */
import type { ErrorCode } from '@rules/error-codes';
import { HttpError } from '../errors';
import { unpackedFile, type PackedFile } from './hand-off';
import type { ParsedFile } from './types';

/** How long one log may take to read. A 25 MB log of real dives takes a few seconds on a busy 2-core machine. */
export const READ_BUDGET_MS = 10_000;
export const TOOK_TOO_LONG = 'This dive log took too long to read';
/** Workers kept: one slow log does not hold up every other import. */
const WORKERS = 2;

export interface ReaderJob {
  bytes: Uint8Array;
  /** The server's clock (ms), against which a dive's start is judged. */
  now: number;
}
export type ReaderAnswer = { log: PackedFile } | { refused: { status: number; message: string; code: ErrorCode } } | { failed: string };

interface Waiting {
  job: ReaderJob;
  resolve: (file: ParsedFile) => void;
  reject: (error: Error) => void;
}

/** A few workers, started when first needed and kept while idle; logs past the workers wait their turn. */
export class DiveLogReader {
  /** The time budget of each log, from when its worker is given it; tests of the 422 make it tiny. */
  budgetMs: number;
  private readonly workers: number;
  private readonly idle: Worker[] = [];
  private started = 0;
  private readonly waiting: Waiting[] = [];

  constructor({ budgetMs = READ_BUDGET_MS, workers = WORKERS }: { budgetMs?: number; workers?: number } = {}) {
    this.budgetMs = budgetMs;
    this.workers = workers;
  }

  /** The log's dives, or its refusal (the same HttpError as `parseDiveLog`'s), or 422 past the budget. */
  read(bytes: Uint8Array, { now = new Date() }: { now?: Date } = {}): Promise<ParsedFile> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job: { bytes, now: now.getTime() }, resolve, reject });
      this.next();
    });
  }

  /** Stops the idle workers (a reader that is not the server's, at the end of a test or bench). */
  close(): void {
    for (const worker of this.idle.splice(0)) {
      worker.terminate();
      this.started--;
    }
  }

  private next(): void {
    while (this.waiting.length > 0 && (this.idle.length > 0 || this.started < this.workers)) {
      const worker = this.idle.pop() ?? this.start();
      this.run(worker, this.waiting.shift()!);
    }
  }

  private start(): Worker {
    this.started++;
    // Resolved against this file, under `bun test` and `bun api/src/server.ts` alike.
    return new Worker(new URL('./worker.ts', import.meta.url).href);
  }

  private run(worker: Worker, { job, resolve, reject }: Waiting): void {
    const done = (keep: boolean) => {
      clearTimeout(budget);
      worker.onmessage = null;
      worker.onerror = null;
      if (keep) {
        keepsProcessAlive(worker, false);
        this.idle.push(worker);
      } else {
        worker.terminate();
        this.started--;
      }
      this.next();
    };
    const budget = setTimeout(() => {
      done(false);
      reject(new HttpError(422, TOOK_TOO_LONG, {}, 'dives.took_too_long'));
    }, this.budgetMs);
    worker.onmessage = (event: MessageEvent<ReaderAnswer>) => {
      done(true);
      const answer = event.data;
      if ('log' in answer) unpackedFile(answer.log).then(resolve, reject);
      else if ('refused' in answer) reject(new HttpError(answer.refused.status, answer.refused.message, {}, answer.refused.code));
      else reject(new Error(`Reading a dive log failed: ${answer.failed}`));
    };
    worker.onerror = (event) => {
      done(false);
      reject(new Error(`The dive log reader stopped: ${event.message}`));
    };
    keepsProcessAlive(worker, true);
    worker.postMessage(job);
  }
}

/** A worker reading keeps its process alive; an idle one does not (a test or script ends when its work does). */
function keepsProcessAlive(worker: Worker, yes: boolean): void {
  const own = worker as unknown as Bun.Worker;
  if (yes) own.ref();
  else own.unref();
}

/** The server's reader. */
export const diveLogReader = new DiveLogReader();

/** A dive log read off the event loop by the server's reader: see `DiveLogReader.read`. */
export const readDiveLog = (bytes: Uint8Array, options?: { now?: Date }) => diveLogReader.read(bytes, options);
