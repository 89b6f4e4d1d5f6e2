import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestSite } from '../../api/test-support/catalogue-site';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser } from './browser';
import { ADMIN, publishedThrough } from './publish';

/** Waits for `found` to hold, checking every 100 ms; fails after `seconds`. */
async function within(seconds: number, what: string, found: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await found())) {
    if (performance.now() - started > seconds * 1000) throw new Error(`${what}: not within ${seconds} s`);
    await Bun.sleep(100);
  }
  return performance.now() - started;
}

/**
 * Only on PostgreSQL: without DATABASE_URL the instances share one DATA_DIR (for its SQLite file), and with it one
 * catalogue folder, which several instances never do.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let cluster: Cluster;
beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await startCluster({
    env: {
      // Both instances serve the catalogue from the same page templates (a stand-in for `npm run build`'s).
      SITE_DIR: writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-scale-site-'))),
      ...ADMIN,
      CATALOGUE_FOLLOW_MS: '500',
    },
  });
});
afterAll(() => cluster?.stop());

describe.skipIf(!onPostgres)('the catalogue on two instances', () => {
  test('a publish on one is live on both within 5 s, and so is the unpublish', async () => {
    const [one, two] = cluster.instances;
    const { id, page } = await publishedThrough(cluster, one!.url);
    const answers = (instance: string, status: number) => async () => (await fetch(`${instance}${page}`)).status === status;
    // Live on the instance that published it as soon as the publish answered.
    expect((await fetch(`${one!.url}${page}`)).status).toBe(200);
    expect(await within(5, 'the page on the other instance', answers(two!.url, 200))).toBeLessThan(5_000);

    const admin = new Browser(cluster.url);
    expect((await admin.signIn('boss', 'boss-password', one!.url)).status).toBe(200);
    const unpublished = await admin.post(`/api/admin/identifications/${id}/unpublish`, undefined, one!.url);
    // What the instance printed says why, should it fail.
    if (unpublished.status !== 200) throw new Error(`unpublish: ${unpublished.status} ${await unpublished.text()}\n${one!.printed()}`);
    expect(await within(5, 'the unpublished page gone from the other instance', answers(two!.url, 404))).toBeLessThan(5_000);
  });
});

/**
 * The full rebuild is the real one (Astro, as in production), on the site test:scale builds (SCALE_SITE_DIR): the
 * lease test needs a rebuild that takes a while, and an instance that dies in the middle of it.
 */
describe.skipIf(!onPostgres)('the rebuild lease on two instances', () => {
  const siteDir = process.env.SCALE_SITE_DIR;
  let built: Cluster;
  beforeAll(async () => {
    if (!onPostgres) return;
    if (!siteDir || !existsSync(siteDir)) throw new Error('SCALE_SITE_DIR names no built site: run this through npm run test:scale, which builds it');
    // LOG_LEVEL info: the test reads the rebuild's progress from the instances' log lines.
    built = await startCluster({ env: { SITE_DIR: siteDir, ...ADMIN, CATALOGUE_FOLLOW_MS: '500', CATALOGUE_REBUILD_LEASE_MS: '3000', LOG_LEVEL: 'info' } });
  });
  afterAll(() => built?.stop());

  test('killing the rebuilding instance hands the lease over: the other one rebuilds', async () => {
    await publishedThrough(built, built.instances[0]!.url);
    // Both ask for a rebuild; the one that takes the lease starts it, the other is refused while it holds it.
    const starts = (index: number) => built.instances[index]!.printed().includes('Catalogue rebuild started');
    await within(90, 'a rebuild starting on either instance', () => starts(0) || starts(1));
    const holder = starts(0) ? 0 : 1;
    const other = built.instances[1 - holder]!;
    await within(30, 'the other instance refused the lease', () => other.printed().includes('Another instance is rebuilding the catalogue'));
    expect(other.printed()).not.toContain('Catalogue rebuild started');

    await built.kill(holder, 'SIGKILL');
    await within(180, 'the other instance rebuilt the catalogue', () => other.printed().includes('Catalogue rebuilt'));
    expect(other.printed()).toContain('Catalogue rebuild started');
  }, 300_000);
});
