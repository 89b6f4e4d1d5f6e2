import { afterAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { HttpError } from '../errors';
import { DiveLogReader, NOT_A_DIVE_LOG, parseDiveLog, TOOK_TOO_LONG } from '.';
import { bytesOf, unclosedWaypoints } from './test-support';

const readers: DiveLogReader[] = [];
afterAll(() => readers.forEach((reader) => reader.close()));
const reader = (options?: ConstructorParameters<typeof DiveLogReader>[0]) => {
  const made = new DiveLogReader(options);
  readers.push(made);
  return made;
};
const fixture = (name: string) => Bun.file(join(import.meta.dir, '../../modules/dives/fixtures', name)).bytes();
/** 5 MB: 520,000 waypoints never closed. */
const fiveMegabytes = bytesOf(unclosedWaypoints(520_000));

test('a log read on a worker: the same dives as read in this thread; a refusal is the same HttpError', async () => {
  const read = reader();
  const log = await fixture('palau-trips.ssrf');
  const now = new Date('2025-07-01T00:00:00Z');
  expect(await read.read(log, { now })).toEqual(parseDiveLog(log, { now }));
  const refused = await read.read(bytesOf('<kml><Document/></kml>')).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 400, message: NOT_A_DIVE_LOG });
});

test('the event loop goes on while a 5 MB log is read', async () => {
  const order: string[] = [];
  const reading = reader()
    .read(fiveMegabytes)
    .then((log) => order.push(`read, ${'skippedSamples' in log ? log.skippedSamples : 'no'} samples skipped`));
  await new Promise((resolve) => setTimeout(resolve, 0));
  order.push('a timer set after the read began');
  await reading;
  expect(order).toEqual(['a timer set after the read began', 'read, 520000 samples skipped']);
});

test('past its time budget: 422, and the next log is read by a new worker, not the one still on the slow log', async () => {
  const read = reader({ budgetMs: 1, workers: 1 });
  const slow = await read.read(fiveMegabytes).catch((error: unknown) => error);
  expect(slow).toBeInstanceOf(HttpError);
  expect(slow).toMatchObject({ status: 422, message: TOOK_TOO_LONG });
  read.budgetMs = 10_000;
  const next = await fixture('poor-knights.uddf');
  expect(await read.read(next)).toEqual(parseDiveLog(next));
});
