import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser } from './browser';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

const usernameOn = async (browser: Browser, to?: string) => {
  const response = await browser.get('/api/user', to);
  return response.ok ? (await response.json()).username : response.status;
};

describe('accounts on two instances', () => {
  test('registered on one instance, signed in on the other: the session holds on both', async () => {
    const [one, two] = cluster.instances;
    await new Browser(cluster.url).register('harbourseal', one!.url);

    const diver = new Browser(cluster.url);
    expect((await diver.signIn('harbourseal', 'secret-pass', two!.url)).status).toBe(200);
    expect(await usernameOn(diver, one!.url)).toBe('harbourseal');
    expect(await usernameOn(diver, two!.url)).toBe('harbourseal');
  });

  test('through the load balancer, requests land on both instances and every one is signed in', async () => {
    await new Browser(cluster.url).register('moray');
    const diver = new Browser(cluster.url);
    expect((await diver.signIn('moray')).status).toBe(200);
    const before = cluster.instances.map((instance) => cluster.proxy.answered.get(instance.url) ?? 0);
    for (let i = 0; i < 6; i++) expect(await usernameOn(diver)).toBe('moray');
    const after = cluster.instances.map((instance) => cluster.proxy.answered.get(instance.url) ?? 0);
    expect(after.map((count, i) => count - before[i]!)).toEqual([3, 3]);
  });

  test('signing out on one instance ends the session on the other', async () => {
    const [one, two] = cluster.instances;
    await new Browser(cluster.url).register('wrasse');
    const diver = new Browser(cluster.url);
    await diver.signIn('wrasse', 'secret-pass', one!.url);
    const session = diver.cookies.get('session')!;
    expect((await diver.post('/api/logout', undefined, one!.url)).ok).toBe(true);

    // The same cookie, kept by someone who copied it, no longer signs anyone in anywhere.
    const copy = new Browser(cluster.url);
    copy.cookies.set('session', session);
    expect(await usernameOn(copy, two!.url)).toBe(401);
  });
});

describe('an instance going away', () => {
  test('killed mid-session: the load balancer sends everything to the other, still signed in', async () => {
    await new Browser(cluster.url).register('grouper');
    const diver = new Browser(cluster.url);
    expect((await diver.signIn('grouper')).status).toBe(200);

    await cluster.kill(1);
    // Reads that meet the dead instance are sent on; after that it is skipped, so writes reach the live one.
    for (let i = 0; i < 4; i++) expect(await usernameOn(diver)).toBe('grouper');
    expect((await diver.signIn('grouper')).status).toBe(200);
    expect(await usernameOn(diver)).toBe('grouper');
  });
});
