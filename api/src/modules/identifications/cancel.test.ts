import { expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, imageForm, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';

const provider = fakeModel();

const count = async (client: TestClient) => (await client.api['free-identifications-count'].get()).data!.count;

/** Resolves once the fake provider has received `n` calls. */
async function providerCalled(n: number) {
  for (let i = 0; i < 200 && provider.fake.requests.length < n; i++) await Bun.sleep(10);
  expect(provider.fake.requests).toHaveLength(n);
}

test('an identification cancelled before the model answers costs no free identification and no budget', async () => {
  const app = await identifyApp(provider.fake, { OPENAI_TIMEOUT_MS: '10000' });
  provider.fake.setScenario('slow', { slowMs: 3_000 });
  const visitor = app.client();
  const cancel = new AbortController();
  // Raw: the test reads whatever answer the cancelled request gets, or that it got none.
  const upload = visitor.post('/api/identify', imageForm(await photo(200, 150)), undefined, cancel.signal).catch((error: Error) => error);
  await providerCalled(1);
  cancel.abort();
  // In process, the handler's own answer comes back; over the network the client would have gone.
  const answered = await upload;
  expect(answered instanceof Response ? answered.status : 'no answer').toBe(499);

  // The server saw the cancellation, gave the quota and the model call back, and kept nothing.
  for (let i = 0; i < 100 && (await app.sql`SELECT 1 FROM ai_calls WHERE outcome = 'cancelled'`).length === 0; i++) await Bun.sleep(10);
  expect(await app.sql`SELECT outcome FROM ai_calls`).toEqual([{ outcome: 'cancelled' }]);
  expect(await app.sql`SELECT CAST(COALESCE(SUM(used), 0) AS INTEGER) AS used FROM ai_daily_budget`).toEqual([{ used: 0 }]);
  expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 0 }]);
  expect(await count(visitor)).toBe(0);

  // The same visitor's next identification, not cancelled, is counted.
  provider.fake.setScenario('good');
  expect((await identify(visitor, await photo(200, 150))).status).toBe(201);
  expect(await count(visitor)).toBe(1);
  app.cleanup();
});
