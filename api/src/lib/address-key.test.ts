import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { loadConfig } from '../env';
import { addressKey } from '../ip-ranges';
import { VISITOR_DAILY_PER_IP } from '../modules/identifications';
import { HOLDS_PER_ADDRESS } from '../modules/subscriptions';
import { fakeProvider, identify, identifyApp, photo } from '../../test-support/identify';
import { testApp } from '../../test-support/harness';
import { fakeStripeForTests, startCheckout } from '../../test-support/payments';

/** Addresses of one host's /64, as a host picks them (privacy addresses change daily). */
const sameHost = (n: number) => `2001:db8:1:2:${n.toString(16)}:5eed:0:${(n * 7).toString(16)}`;
const account = (name: string) => ({ username: name, password: 'secret-pass', email: `${name}@example.com` });

describe('the address a limit counts', () => {
  test.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::FFFF:cb00:7107', 64, '203.0.113.7'],
    ['2001:db8:1:2::a', 64, '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', 64, '2001:db8:1:2::/64'],
    ['2001:db8:0:0:1::1', 64, '2001:db8::/64'],
    ['::1', 64, '::/64'],
    ['2001:db8:1:2ff::1', 56, '2001:db8:1:200::/56'],
    ['2001:db8:1:2::a', 128, '2001:db8:1:2::a/128'],
    ['unknown', 64, 'unknown'],
  ])('%s with IPv6 counted by /%d is %s', (address, prefix, key) => {
    expect(addressKey(address, prefix)).toBe(key);
  });

  test('IPV6_LIMIT_PREFIX is 64 unless set, and a whole number from 32 to 128', () => {
    const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), ...env });
    expect(config().ipv6LimitPrefix).toBe(64);
    expect(config({ IPV6_LIMIT_PREFIX: '56' }).ipv6LimitPrefix).toBe(56);
    expect(() => config({ IPV6_LIMIT_PREFIX: '16' })).toThrow('IPV6_LIMIT_PREFIX');
  });
});

describe('every limit per address counts an IPv6 client by its /64', () => {
  const provider = fakeProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  const { app: paymentsApp } = fakeStripeForTests();

  test("visitors' identifications a day", async () => {
    const app = await identifyApp(provider.fake);
    const image = await photo(120, 90);
    const statuses: number[] = [];
    // A fresh cookie jar and a fresh address of the /64 each time.
    for (let n = 1; n <= VISITOR_DAILY_PER_IP + 1; n++) statuses.push((await identify(app.client({ ip: sameHost(n) }), image)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(VISITOR_DAILY_PER_IP);
    expect(statuses.at(-1)).toBe(429);
    expect((await identify(app.client({ ip: '2001:db8:1:3::1' }), image)).status).toBe(201);
    app.cleanup();
  });

  test('registrations an hour', async () => {
    const app = await testApp();
    for (let n = 1; n <= 5; n++) expect((await app.client({ ip: sameHost(n) }).api.register.post(account(`diver${n}`))).status).toBe(201);
    expect((await app.client({ ip: sameHost(6) }).api.register.post(account('diver6'))).status).toBe(429);
    expect((await app.client({ ip: '2001:db8:1:3::1' }).api.register.post(account('neighbour'))).status).toBe(201);
  });

  test('IPV6_LIMIT_PREFIX=56 counts a /56 as one client', async () => {
    const app = await testApp({}, { IPV6_LIMIT_PREFIX: '56', REGISTRATIONS_PER_HOUR: '1' });
    expect((await app.client({ ip: '2001:db8:1:201::1' }).api.register.post(account('diver'))).status).toBe(201);
    expect((await app.client({ ip: '2001:db8:1:2ff::1' }).api.register.post(account('second'))).status).toBe(429);
    expect((await app.client({ ip: '2001:db8:1:300::1' }).api.register.post(account('third'))).status).toBe(201);
  });

  test('wrong passwords for one name', async () => {
    const app = await testApp();
    await app.client({ ip: '198.51.100.1' }).register('diver');
    const start = Date.now();
    for (let n = 1; n <= 10; n++) {
      app.setNow(new Date(start + n * 60_000)); // past the account's growing delay, within the window
      expect((await app.client({ ip: sameHost(n) }).api.login.post({ username: 'diver', password: 'wrong-pass' })).status).toBe(401);
    }
    app.setNow(new Date(start + 11 * 60_000));
    expect((await app.client({ ip: sameHost(11) }).api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(429);
    expect((await app.client({ ip: '2001:db8:1:3::1' }).api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
  });

  test('open lifetime holds', async () => {
    const app = await paymentsApp();
    const buyers = (await app.buyers(HOLDS_PER_ADDRESS + 1)).map((buyer, n) => Object.assign(app.client({ ip: sameHost(n + 1) }), { cookies: buyer.cookies }));
    for (const buyer of buyers.slice(0, HOLDS_PER_ADDRESS)) expect((await startCheckout(buyer, 'lifetime')).response.status).toBe(200);
    expect((await startCheckout(buyers.at(-1)!, 'lifetime')).response.status).toBe(429);
    const [elsewhere] = await app.buyers(1, 'far');
    const neighbour = Object.assign(app.client({ ip: '2001:db8:1:3::1' }), { cookies: elsewhere!.cookies });
    expect((await startCheckout(neighbour, 'lifetime')).response.status).toBe(200);
  });
});
