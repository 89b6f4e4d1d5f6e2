import { describe, expect, test } from 'bun:test';
import { createApp } from '../../../app';
import { TestClient, testApp } from '../../../../test-support/harness';

const HOUR = 60 * 60 * 1000;
const account = (name: string) => ({ username: name, password: 'secret-pass', email: `${name}@example.com` });

describe('registrations per client address', () => {
  test('the 6th in an hour from one address is 429 with Retry-After; other addresses are not held back', async () => {
    const app = await testApp();
    const start = new Date('2026-05-01T10:00:00Z');
    app.setNow(start);
    for (let i = 0; i < 5; i++) {
      app.setNow(new Date(start.getTime() + i * 60_000));
      expect((await app.client({ ip: '203.0.113.5' }).api.register.post(account(`diver${i}`))).status).toBe(201);
    }
    app.setNow(new Date(start.getTime() + 10 * 60_000));
    const sixth = await app.client({ ip: '203.0.113.5' }).api.register.post(account('diver5'));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.value).toEqual({ code: 'account.too_many_registrations', message: 'Too many accounts have been created from your network. Please try again later.' });
    // The oldest of the five leaves the hour 50 minutes later.
    expect(Number(sixth.response.headers.get('retry-after'))).toBe(50 * 60);
    expect((await app.client({ ip: '198.51.100.7' }).api.register.post(account('neighbour'))).status).toBe(201);

    app.setNow(new Date(start.getTime() + HOUR + 1000));
    expect((await app.client({ ip: '203.0.113.5' }).api.register.post(account('diver5'))).status).toBe(201);
  });

  test('at most 20 a day from one address, however they are spread over the hours', async () => {
    const app = await testApp();
    const start = new Date('2026-05-01T00:00:00Z');
    for (let i = 0; i < 20; i++) {
      app.setNow(new Date(start.getTime() + Math.floor(i / 5) * HOUR + (i % 5) * 1000));
      expect((await app.client({ ip: '203.0.113.5' }).api.register.post(account(`diver${i}`))).status).toBe(201);
    }
    app.setNow(new Date(start.getTime() + 6 * HOUR));
    const refused = await app.client({ ip: '203.0.113.5' }).api.register.post(account('diver20'));
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBe(18 * 60 * 60);
    app.setNow(new Date(start.getTime() + 24 * HOUR + 1000));
    expect((await app.client({ ip: '203.0.113.5' }).api.register.post(account('diver20'))).status).toBe(201);
  });

  test('probing taken names counts too; invalid forms do not', async () => {
    const app = await testApp();
    await app.client({ ip: '198.51.100.1' }).register('diver');
    const prober = app.client({ ip: '203.0.113.5' });
    for (let i = 0; i < 3; i++) expect((await prober.api.register.post({ username: 'ab', password: 'secret-pass', email: 'a@b.io' })).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await prober.api.register.post({ ...account(`probe${i}`), email: 'diver@example.com' })).status).toBe(409);
    }
    expect((await prober.api.register.post({ ...account('probe5'), email: 'diver@example.com' })).status).toBe(429);
  });

  test('the count is kept in the database, so it holds across restarts and server processes', async () => {
    const first = await testApp();
    for (let i = 0; i < 5; i++) await first.client({ ip: '203.0.113.5' }).register(`diver${i}`);
    // A second app on the same database: another process, or the same one restarted.
    const second = new TestClient(createApp(first.ctx), '203.0.113.5');
    expect((await second.api.register.post(account('diver5'))).status).toBe(429);
  });

  test('REGISTRATIONS_PER_HOUR and REGISTRATIONS_PER_DAY set the limits', async () => {
    const app = await testApp({}, { REGISTRATIONS_PER_HOUR: '1', REGISTRATIONS_PER_DAY: '1' });
    await app.client({ ip: '203.0.113.5' }).register('diver');
    expect((await app.client({ ip: '203.0.113.5' }).api.register.post(account('second'))).status).toBe(429);
  });
});
