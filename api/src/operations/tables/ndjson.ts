import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Row } from './schema';

/** A table as NDJSON: one row per line, a JSON object keyed by column (timestamps as epoch ms, flags true/false). */

export const ndjsonFile = (table: string) => `database/${table}.ndjson`;

/** Writes rows a batch at a time, flushing as it goes: memory holds one batch, not the table. */
export async function writeNdjson(path: string, batches: AsyncIterable<Row[]>): Promise<number> {
  const writer = Bun.file(path).writer({ highWaterMark: 1 << 20 });
  let rows = 0;
  try {
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) text += `${JSON.stringify(row)}\n`;
      writer.write(text);
      await writer.flush();
      rows += batch.length;
    }
  } finally {
    await writer.end();
  }
  return rows;
}

/** Reads rows back a batch at a time; a line that is not JSON is refused, naming the file and the line. */
export async function* readNdjson(path: string, shown: string, batchSize = 500): AsyncGenerator<Row[]> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let batch: Row[] = [];
  let number = 0;
  for await (const line of lines) {
    number++;
    if (line === '') continue;
    try {
      batch.push(JSON.parse(line) as Row);
    } catch {
      throw new Error(`${shown}, line ${number}, is not a JSON row.`);
    }
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
