import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchiveFile {
  name: string;
  data: Uint8Array;
  /** JPEGs are already compressed: they are stored as they are. */
  compress: boolean;
  modified?: Date;
}

/**
 * A ZIP written while it is sent, one file per read of the stream, so a large archive never sits whole in memory
 * and a slow download holds at most one file.
 */
export function zipStream(files: AsyncIterable<ArchiveFile>): ReadableStream<Uint8Array> {
  const iterator = files[Symbol.asyncIterator]();
  let zip!: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        if (chunk.length) controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return zip.end();
        const file = next.value;
        const entry = file.compress ? new ZipDeflate(file.name, { level: 6 }) : new ZipPassThrough(file.name);
        if (file.modified) entry.mtime = file.modified;
        zip.add(entry);
        entry.push(file.data, true);
      } catch (error) {
        zip.terminate();
        controller.error(error);
      }
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}
