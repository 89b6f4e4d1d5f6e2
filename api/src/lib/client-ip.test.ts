import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { loadConfig } from '../env';
import { VISITOR_DAILY_PER_IP } from '../modules/identifications';
import { fakeProvider, identifyApp, photo } from '../../test-support/identify';
import { testApp } from '../../test-support/harness';
import { clientIp, recordClientIp } from './client-ip';
import { inRanges, parseIpRange } from '../ip-ranges';

const behindProxy = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true', ...env });

function requestFrom(peer: string, forwardedFor?: string) {
  const request = new Request('http://localhost/api/login', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  recordClientIp(request, peer);
  return request;
}

describe('address ranges', () => {
  test('IPv4 and IPv6 ranges, single addresses, and IPv4 peers reported as IPv6', () => {
    const ranges = ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1'].map((text) => parseIpRange(text)!);
    expect(inRanges('10.200.3.4', ranges)).toBe(true);
    expect(inRanges('11.0.0.1', ranges)).toBe(false);
    expect(inRanges('192.168.1.7', ranges)).toBe(true);
    expect(inRanges('192.168.1.8', ranges)).toBe(false);
    expect(inRanges('fd12:3456::1', ranges)).toBe(true);
    expect(inRanges('fe80::1', ranges)).toBe(false);
    expect(inRanges('::1', ranges)).toBe(true);
    expect(inRanges('::ffff:10.1.2.3', ranges)).toBe(true);
    expect(inRanges('not-an-address', ranges)).toBe(false);
  });

  test('malformed ranges are refused, and TRUSTED_PROXIES names itself', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0/8', '300.1.1.1', 'fd00::/129', '1::2::3', 'localhost', '10.0.0.0/8/1']) {
      expect(parseIpRange(bad)).toBeNull();
    }
    expect(() => behindProxy({ TRUSTED_PROXIES: '10.0.0.0/8, nonsense' })).toThrow('TRUSTED_PROXIES');
  });

  test('a range matches by its prefix alone, and only addresses of its own version', () => {
    const ranges = ['10.1.2.3/8', '0.0.0.0/0'].map((text) => parseIpRange(text)!);
    expect(inRanges('10.99.0.1', [ranges[0]!])).toBe(true);
    expect(inRanges('198.51.100.2', ranges)).toBe(true);
    expect(inRanges('2001:db8::1', ranges)).toBe(false);
    expect(inRanges('::ffff:198.51.100.2', ranges)).toBe(true);
    const everyIpv6 = [parseIpRange('::/0')!];
    expect(inRanges('2001:db8::1', everyIpv6)).toBe(true);
    expect(inRanges('198.51.100.2', everyIpv6)).toBe(false);
  });

  test('IPv4 ranges written in their IPv6-mapped forms are IPv4 ranges', () => {
    const ranges = [parseIpRange(' ::ffff:10.0.0.0/8 ')!, parseIpRange('::ffff:c0a8:107')!];
    expect(inRanges('10.200.3.4', ranges)).toBe(true);
    expect(inRanges('192.168.1.7', ranges)).toBe(true);
    expect(inRanges('::ffff:c0a8:108', ranges)).toBe(false);
    expect(parseIpRange('::ffff:10.0.0.0/104')).toBeNull();
  });

  test('IPv4 addresses are four decimal numbers: short, octal, hexadecimal and out-of-range forms are not addresses', () => {
    // "010.0.0.1" is 8.0.0.1 to inet_aton and 10.0.0.1 to others: refused rather than guessed.
    for (const bad of ['10.0.0', '10', '010.0.0.1', '0x0a.0.0.1', '10.0.0.256', '10.0.0.1:80', '[::1]', 'fe80::1::', '']) {
      expect(parseIpRange(bad)).toBeNull();
      expect(inRanges(bad, [parseIpRange('0.0.0.0/0')!, parseIpRange('::/0')!])).toBe(false);
    }
  });
});

describe('the client behind proxies', () => {
  const config = behindProxy({ TRUSTED_PROXIES: '127.0.0.0/8,::1,10.0.0.0/8' });

  test('is the right-most address that is not a trusted proxy', () => {
    // nginx's $proxy_add_x_forwarded_for appends the address it saw; the client wrote the first entry.
    expect(clientIp(requestFrom('127.0.0.1', '1.2.3.4, 203.0.113.9'), config)).toBe('203.0.113.9');
    expect(clientIp(requestFrom('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.5'), config)).toBe('203.0.113.9');
    expect(clientIp(requestFrom('::ffff:127.0.0.1', '[2001:db8::7]:5100'), config)).toBe('2001:db8::7');
    expect(clientIp(requestFrom('127.0.0.1', '203.0.113.9:443'), config)).toBe('203.0.113.9');
  });

  test('trusted hops are passed over in either address family and any form, and an entry in brackets carries its port', () => {
    const both = behindProxy({ TRUSTED_PROXIES: '10.0.0.0/8,fd00::/8' });
    expect(clientIp(requestFrom('fd00::2', '203.0.113.9, ::ffff:10.0.0.5, [fd00::3]:8080'), both)).toBe('203.0.113.9');
    expect(clientIp(requestFrom('::ffff:10.0.0.1', ' 2001:db8::7 , 10.0.0.9'), both)).toBe('2001:db8::7');
  });

  test('when every hop is a trusted proxy, the client is the left-most entry; without entries, the peer', () => {
    expect(clientIp(requestFrom('127.0.0.1', '10.0.0.7, 10.0.0.5'), config)).toBe('10.0.0.7');
    expect(clientIp(requestFrom('127.0.0.1'), config)).toBe('127.0.0.1');
    expect(clientIp(requestFrom('127.0.0.1', ' , '), config)).toBe('127.0.0.1');
  });

  test('a peer that is not a trusted proxy is the client, whatever it forwards', () => {
    expect(clientIp(requestFrom('198.51.100.2', '1.2.3.4'), config)).toBe('198.51.100.2');
  });

  test('without TRUST_PROXY the header is ignored', () => {
    expect(clientIp(requestFrom('127.0.0.1', '1.2.3.4'), { ...config, trustProxy: false })).toBe('127.0.0.1');
  });
});

describe('limits behind an appending proxy cannot be dodged by a forged first entry', () => {
  const provider = fakeProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  const forged = (i: number) => ({ 'x-forwarded-for': `10.9.${i}.1, 203.0.113.9` });

  test('login throttling', async () => {
    const app = await testApp({}, { TRUST_PROXY: 'true' });
    const { client } = app;
    await client().register('diver');
    const proxy = client({ ip: '127.0.0.1' });
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      app.setNow(new Date(start + i * 60_000)); // past the account's growing delay, within the address's window
      expect((await proxy.api.login.post({ username: 'diver', password: 'wrong-pass' }, { headers: forged(i) })).status).toBe(401);
    }
    app.setNow(new Date(start + 10 * 60_000));
    const blocked = await proxy.api.login.post({ username: 'diver', password: 'secret-pass' }, { headers: forged(99) });
    expect(blocked.status).toBe(429);
    // Another client behind the same proxy is not blocked.
    const other = await proxy.api.login.post({ username: 'diver', password: 'secret-pass' }, { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(other.status).toBe(200);
  });

  test("visitors' daily cap per address", async () => {
    const app = await identifyApp(provider.fake, { TRUST_PROXY: 'true' });
    const image = new File([new Uint8Array(await photo(120, 90))], 'photo.jpg', { type: 'image/jpeg' });
    const statuses: number[] = [];
    for (let i = 0; i <= VISITOR_DAILY_PER_IP; i++) {
      // A fresh cookie jar each time, as after clearing cookies.
      statuses.push((await app.client({ ip: '127.0.0.1' }).api.identify.post({ image }, { headers: forged(i) })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(VISITOR_DAILY_PER_IP);
    expect(statuses.at(-1)).toBe(429);
    app.cleanup();
  });
});
