/**
 * The product as it runs on several machines, on this one: app instances behind the round-robin proxy, sharing one
 * database and photo store, with the fake outside services. The instances trust the proxy's X-Forwarded-For.
 * STORAGE_URL (with the S3_* variables) is passed on when set. With DATABASE_URL the instances share a new database
 * on its server, dropped at the end; without it they share one SQLite file.
 *
 *   bun scripts/scale/cluster.ts [instances=2]     serves until Ctrl-C, the built site (dist/site) when there is one
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUp, REPO_ROOT } from '../../api/test-support/server-process';
import { startFakeServices, type FakeServices } from './fakes';
import { killInstance, startInstances, type Instance } from './instances';
import { onExit } from './on-exit';
import { createDatabase, dropDatabase } from './postgres';
import { startProxy, type Proxy } from './proxy';

/** The photo store's variables, which every instance must share. */
const STORAGE_VARIABLES = ['STORAGE_URL', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

export interface Cluster {
  /** The proxy's URL: the product's PUBLIC_URL. */
  url: string;
  proxy: Proxy;
  instances: Instance[];
  fakes: FakeServices;
  /** Kills instance `index`; the proxy finds out by itself, as a load balancer does. */
  kill(index: number, signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  stop(): Promise<void>;
}

/** `database`: a database on DATABASE_URL's server made beforehand (seeded, say), shared and left in place. */
export async function startCluster(options: { instances?: number; env?: Record<string, string>; database?: string; startWaitMs?: number } = {}): Promise<Cluster> {
  // The instances and their temp folders go with this process, Ctrl-C included.
  const removeInstances = onExit(() => cleanUp());
  const proxy = startProxy();
  const fakes = await startFakeServices(`${proxy.url}/api/stripe/webhook`);
  const fromHere = Object.fromEntries(STORAGE_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  // A database of its own on DATABASE_URL's server, as a fresh DATA_DIR is without it: no cluster sees another's rows.
  const ownDatabase = !options.database && process.env.DATABASE_URL;
  const databaseUrl = ownDatabase ? await createDatabase(ownDatabase, `reefid_${crypto.randomUUID().slice(0, 8)}`) : options.database;
  const dropOwnDatabase = async () => {
    if (ownDatabase && databaseUrl) await dropDatabase(databaseUrl);
  };
  const instances = await startInstances({
    count: options.instances ?? 2,
    databaseUrl,
    startWaitMs: options.startWaitMs,
    env: {
      PUBLIC_URL: proxy.url,
      COOKIE_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
      // The proxy connects from loopback: its X-Forwarded-For entries are believed, a client's own are not.
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '127.0.0.0/8,::1',
      ...fakes.env,
      ...fromHere,
      ...options.env,
    },
  }).catch(async (error) => {
    await Promise.all([proxy.stop(), fakes.stop()]);
    removeInstances();
    await dropOwnDatabase();
    throw error;
  });
  proxy.upstreams.push(...instances.map((instance) => instance.url));

  return {
    url: proxy.url,
    proxy,
    instances,
    fakes,
    kill: (index, signal) => killInstance(instances[index]!, signal),
    async stop() {
      await Promise.all(instances.map((instance) => killInstance(instance, 'SIGTERM')));
      await Promise.all([proxy.stop(), fakes.stop()]);
      removeInstances();
      await dropOwnDatabase();
    },
  };
}

if (import.meta.main) {
  const site = join(REPO_ROOT, 'dist/site');
  const cluster = await startCluster({
    instances: Number(process.argv[2] ?? 2),
    env: existsSync(site) ? { SITE_DIR: site } : {},
  });
  // Serves until Ctrl-C or SIGTERM, which stop the instances and remove their folders.
  console.log(`ReefID on ${cluster.url}, round robin over ${cluster.instances.map((instance) => instance.url).join(', ')}`);
}
