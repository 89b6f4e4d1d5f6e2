import { afterEach, describe, expect, test } from 'bun:test';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { testApp } from '../../../test-support/harness';
import { servedApp } from '../../../test-support/operations';
import { READ_ONLY_MESSAGE } from '.';

afterEach(stopCatalogueSites);

/** A served app as READ_ONLY=true starts it, with a diver who registered before the instance went read-only. */
async function readOnlyApp() {
  const app = await catalogueTestApp();
  const before = app.client();
  await before.register('diver');
  const readOnly = { ...app, ctx: { ...app.ctx, config: { ...app.ctx.config, readOnly: true } } };
  const served = servedApp(readOnly, { catalogue: app.site });
  /** The diver's browser, still signed in from before. */
  const signedIn = () => Object.assign(served.client(), { cookies: new Map(before.cookies) });
  return { ...app, served, signedIn };
}

describe('READ_ONLY=true', () => {
  test('the setting is read as config.readOnly, off unless set', async () => {
    expect((await testApp()).ctx.config.readOnly).toBe(false);
    expect((await testApp({}, { READ_ONLY: 'true' })).ctx.config.readOnly).toBe(true);
  });

  test('every write under /api answers 503 with Retry-After, and changes nothing', async () => {
    const app = await readOnlyApp();
    const client = app.signedIn();
    const sessions = await app.sql`SELECT id FROM sessions`;
    const writes = [
      await client.post('/api/login', { username: 'diver', password: 'secret-pass' }),
      await client.post('/api/register', { username: 'another', password: 'secret-pass', email: 'another@example.com' }),
      await client.put('/api/user', { website: 'https://example.com' }),
      await client.request('PATCH', '/api/user', { website: 'https://example.com' }),
      await client.delete('/api/identifications/1'),
      await client.post('/api/stripe/webhook', '{}', { 'stripe-signature': 't=1,v1=00' }),
    ];
    for (const answer of writes) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(await answer.json()).toEqual({ message: READ_ONLY_MESSAGE });
    }
    expect(await app.sql`SELECT username FROM users`).toEqual([{ username: 'diver' }]);
    expect(await app.sql`SELECT id FROM sessions`).toEqual(sessions);
  });

  test('pages and reads keep working, and /readyz says read-only, still 200', async () => {
    const app = await readOnlyApp();
    const client = app.signedIn();
    expect((await client.get('/api/health')).status).toBe(200);
    const user = await client.get('/api/user');
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ username: 'diver' });
    expect((await client.get('/api/published-identifications')).status).toBe(200);
    const page = await client.get('/discover/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toStartWith('text/html');
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', readOnly: true });
  });
});
