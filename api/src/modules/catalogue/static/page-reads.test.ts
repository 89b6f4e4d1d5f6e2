import { expect, test } from 'bun:test';
import { seaFixtures } from '../../../../test-support/sea';
import { insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { testApp } from '../../../../test-support/harness';
import { everyPage, PAGES_PER_READ } from './page-reads';

test('reading every page (a full rebuild) lets requests be answered between two reads', async () => {
  const taxa = 2 * PAGES_PER_READ + 10;
  const sea = seaFixtures(taxa, { species: taxa });
  const app = await testApp();
  await insertFixtures(app.ctx.db, sea.rows, { taxa: sea.taxa });
  // A request that came in as the rebuild started: answered on the event loop's next turn.
  let answered = false;
  setImmediate(() => (answered = true));
  const pages = everyPage(app.ctx.db);
  await pages.next();
  expect(answered).toBe(true);
  let read = 1;
  while (!(await pages.next()).done) read++;
  expect(read).toBe(taxa);
});
