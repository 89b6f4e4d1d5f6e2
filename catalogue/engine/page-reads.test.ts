import { beforeAll, expect, test } from 'bun:test';
import { seaFixtures } from '../../api/test-support/sea';
import { insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { testApp } from '../../api/test-support/harness';
import { everyPage, PAGES_PER_READ } from './page-reads';

const TAXA = 2 * PAGES_PER_READ + 10;
let db: Awaited<ReturnType<typeof testApp>>['ctx']['db'];
beforeAll(async () => {
  const sea = seaFixtures(TAXA, { species: TAXA });
  const app = await testApp();
  await insertFixtures(app.ctx.db, sea.rows, { taxa: sea.taxa });
  db = app.ctx.db;
});

test('reading every page (a full rebuild) lets requests be answered between two reads', async () => {
  // A request that came in as the rebuild started: answered on the event loop's next turn.
  let answered = false;
  setImmediate(() => (answered = true));
  const pages = everyPage(db);
  await pages.next();
  expect(answered).toBe(true);
  let read = 1;
  while (!(await pages.next()).done) read++;
  expect(read).toBe(TAXA);
});

test('reading every page waits for what it is given between two reads (a rebuild: the publishes under way)', async () => {
  let waits = 0;
  let read = 0;
  for await (const _ of everyPage(db, async () => void waits++)) read++;
  expect(read).toBe(TAXA);
  // Three reads for the look-alike names, three for the pages.
  expect(waits).toBe(2 * Math.ceil(TAXA / PAGES_PER_READ));
});
