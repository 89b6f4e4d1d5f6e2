import { closeSync, openSync, readSync } from 'node:fs';
import type { FilePart } from './site-pack';

/** Where one line of a build's summaries file lies, from the file's start. */
export interface LineAt {
  at: number;
  bytes: number;
}

const NEWLINE = 0x0a;

/**
 * The lines of a stream of bytes, each with where it lies in the stream: cut out of the chunks as they come (a
 * line spanning two chunks is joined), never the whole stream at once. Empty lines are skipped.
 */
export async function* linesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<{ line: Uint8Array } & LineAt> {
  let rest: Uint8Array | null = null;
  let restAt = 0;
  for await (const read of stream as unknown as AsyncIterable<Uint8Array>) {
    let chunk = read;
    if (rest) {
      chunk = new Uint8Array(rest.length + read.length);
      chunk.set(rest);
      chunk.set(read, rest.length);
    }
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      if (end > start) yield { line: chunk.subarray(start, end), at: restAt + start, bytes: end - start };
      start = end + 1;
    }
    rest = start < chunk.length ? chunk.slice(start) : null;
    restAt += start;
  }
  if (rest) yield { line: rest, at: restAt, bytes: rest.length };
}

/** Closes the file of a summaries' lines once nothing can read them (see SummaryLines). */
const closing = new FinalizationRegistry<number>((fd) => closeSync(fd));

/**
 * A build's summaries file, read a line at a time where its pages were found. The file is opened at once and
 * stays open while the summaries that read it live: a build pruned meanwhile is still read from the file as it
 * was (an open file outlives its name).
 */
export class SummaryLines {
  private readonly fd: number;
  private buffer = new Uint8Array(4096);

  constructor(readonly part: FilePart) {
    this.fd = openSync(part.path, 'r');
    closing.register(this, this.fd);
  }

  /** The text of the line at `line` (its JSON). */
  read(line: LineAt): string {
    if (this.buffer.length < line.bytes) this.buffer = new Uint8Array(line.bytes * 2);
    const read = readSync(this.fd, this.buffer, 0, line.bytes, this.part.offset + line.at);
    if (read !== line.bytes) throw new Error(`The summaries file ${this.part.path} is shorter than when it was read`);
    return decoder.decode(this.buffer.subarray(0, read));
  }
}

const decoder = new TextDecoder();
