import { describe, expect, test } from 'bun:test';
import { ORIGIN, testApp } from '../../test-support/harness';
import { MAX_JSON_DEPTH } from './json-body';

const post = (app: Awaited<ReturnType<typeof testApp>>['app'], body: string) =>
  app.handle(new Request(`${ORIGIN}/api/login`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body }));

describe('JSON request bodies', () => {
  test('deeply nested arrays or objects get 400 at once, not 500', async () => {
    const { app } = await testApp();
    for (const [open, close] of [['[', ']'], ['{"a":', '}']]) {
      const started = performance.now();
      const response = await post(app, `{"username":${open!.repeat(100_000)}1${close!.repeat(100_000)},"password":"x"}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  test('brackets inside strings do not count; ordinary bodies still work', async () => {
    const { app, client } = await testApp();
    await client().register('diver');
    const response = await post(app, JSON.stringify({ username: 'diver', password: 'secret-pass', note: '[[[[{{{{'.repeat(50) }));
    expect(response.status).toBe(200);
  });

  test('malformed JSON is 400 with a message', async () => {
    const response = await post((await testApp()).app, '{"username": ');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body could not be read');
  });
});
