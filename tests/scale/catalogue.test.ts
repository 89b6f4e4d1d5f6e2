import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestSite } from '../../api/test-support/catalogue-site';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser, PHOTO } from './browser';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({
    env: {
      // Both instances serve the catalogue from the same page templates (a stand-in for `npm run build`'s).
      SITE_DIR: writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-scale-site-'))),
      ADMIN_USERNAME: 'boss',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-password',
      CATALOGUE_FOLLOW_MS: '500',
    },
  });
});
afterAll(() => cluster?.stop());

describe('the catalogue on two instances', () => {
  test('a publish on one is live on both within 5 s, and so is the unpublish', async () => {
    const [one, two] = cluster.instances;
    const diver = new Browser(cluster.url);
    await diver.register('photographer');
    const form = new FormData();
    form.append('image', new File([PHOTO], 'reef.jpg', { type: 'image/jpeg' }));
    form.append('catalogueConsent', 'true');
    form.append('licence', 'CC-BY-4.0');
    const uploaded = await diver.post('/api/identify', form);
    expect(uploaded.status).toBe(201);
    const { id } = await uploaded.json();

    const admin = new Browser(cluster.url);
    expect((await admin.signIn('boss', 'boss-password', one!.url)).status).toBe(200);
    const published = await admin.post(`/api/admin/identifications/${id}/publish`, undefined, one!.url);
    expect(published.status).toBe(200);
    // The species page the identification is shown on, as Discover's card list names it.
    const [card] = await (await fetch(`${one!.url}/discover/catalogue.json`)).json();
    const page = `/species/${card.slug}`;

    const liveOn = async (instance: string, status: number) => {
      const started = performance.now();
      while ((await fetch(`${instance}${page}`)).status !== status) {
        if (performance.now() - started > 5_000) throw new Error(`${page} did not answer ${status} on ${instance} within 5 s`);
        await Bun.sleep(100);
      }
      return performance.now() - started;
    };
    expect(await liveOn(one!.url, 200)).toBeLessThan(100);
    expect(await liveOn(two!.url, 200)).toBeLessThan(5_000);

    expect((await admin.post(`/api/admin/identifications/${id}/unpublish`, undefined, one!.url)).status).toBe(200);
    expect(await liveOn(two!.url, 404)).toBeLessThan(5_000);
  });
});
