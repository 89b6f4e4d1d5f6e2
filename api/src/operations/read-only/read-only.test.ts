import { afterEach, describe, expect, test } from 'bun:test';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { testApp, verificationLink as verificationLink_ } from '../../../test-support/harness';
import { servedApp } from '../../../test-support/operations';
import { users } from '../../db/schema';
import { photoStore } from '../../lib/storage';
import { READ_ONLY_MESSAGE } from '.';

const DAY = 24 * 60 * 60 * 1000;

afterEach(stopCatalogueSites);

/**
 * A served app as READ_ONLY=true starts it, with a diver who registered (and was sent a verification e-mail) before
 * the instance went read-only.
 */
async function readOnlyApp() {
  const app = await catalogueTestApp();
  const before = app.client();
  await before.register('diver');
  const verificationLink = new URL(verificationLink_(await app.mailTo('diver@example.com')));
  // The same configuration the app's modules were built with: what they read of it changes too.
  app.ctx.config.readOnly = true;
  const served = servedApp(app, { catalogue: app.site });
  /** The diver's browser, still signed in from before. */
  const signedIn = () => Object.assign(served.client(), { cookies: new Map(before.cookies) });
  return { ...app, served, signedIn, verificationLink };
}

/** Everything the database holds of the diver's account and sessions. */
const accountRows = (app: Awaited<ReturnType<typeof readOnlyApp>>) =>
  Promise.all([app.sql`SELECT * FROM users ORDER BY id`, app.sql`SELECT * FROM sessions ORDER BY id`]);

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
      expect(await answer.json()).toEqual({ code: 'server.read_only', message: READ_ONLY_MESSAGE });
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

  test('GET /api/verify-email answers 503 with Retry-After, and the address stays unverified', async () => {
    const app = await readOnlyApp();
    const before = await accountRows(app);
    const answer = await app.signedIn().get(app.verificationLink.pathname + app.verificationLink.search);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(await answer.json()).toEqual({ code: 'server.read_only', message: READ_ONLY_MESSAGE });
    expect(await accountRows(app)).toEqual(before);
  });

  test('a session past half its life is not renewed, and one past its end is refused but not deleted', async () => {
    const app = await readOnlyApp();
    const before = await accountRows(app);
    const client = app.signedIn();
    // 20 days on, a writing instance would slide the session to 30 days from now and send the cookie again.
    app.setNow(new Date(Date.now() + 20 * DAY));
    const user = await client.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.headers.getSetCookie()).toEqual([]);
    expect(await accountRows(app)).toEqual(before);
    // 31 days on it has ended: 401, and the row is left for an instance that writes.
    app.setNow(new Date(Date.now() + 31 * DAY));
    expect((await app.signedIn().get('/api/user')).status).toBe(401);
    expect(await accountRows(app)).toEqual(before);
  });

  test('a plan whose end has passed is seen as ended, and not written', async () => {
    const app = await readOnlyApp();
    await app.ctx.db.update(users).set({ subscriptionTier: 'trial', subscriptionExpiresAt: new Date(Date.now() - DAY) });
    const before = await accountRows(app);
    const user = await app.signedIn().get('/api/user');
    expect(await user.json()).toMatchObject({ username: 'diver', subscriptionTier: 'free' });
    expect(await accountRows(app)).toEqual(before);
  });

  test('/readyz writes no storage probe, and still asks the database and storage', async () => {
    const app = await readOnlyApp();
    const store = photoStore(app.ctx.config);
    const written: string[] = [];
    const write = store.write.bind(store);
    store.write = async (key, bytes, type) => {
      written.push(key);
      return write(key, bytes, type);
    };
    const ready = await app.signedIn().get('/readyz');
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.storage.ok).toBe(true);
    expect(written).toEqual([]);
  });
});
