/**
 * Species pages per second from one instance, then from one and from two behind nginx (round robin, as
 * deploy/nginx.conf), on this machine's cores, with a throwaway PostgreSQL. The page is a published species
 * page as every instance holds it in memory; wrk asks for it with 64 connections.
 *   bun bench/instances-pages.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestSite } from '../api/test-support/catalogue-site';
import { startCluster } from '../scripts/scale/cluster';
import { startPostgres } from '../scripts/scale/postgres';
import { ADMIN, publishedThrough } from '../tests/scale/publish';
import { figure } from './support/figures';
import { startNginx, wrk } from './support/nginx';

const SECONDS = 10;
const ROUNDS = 2;

/** The mean of ROUNDS wrk runs, after a warm-up (the first seconds include compiling the request path). */
async function measured(url: string): Promise<number> {
  await wrk(url, 3);
  let total = 0;
  for (let round = 0; round < ROUNDS; round++) total += await wrk(url, SECONDS);
  return total / ROUNDS;
}

/** Requests per second for the page through nginx in front of `instances` instances (and, for one, without it). */
async function pagesPerSecond(instances: number): Promise<{ direct?: number; balanced: number }> {
  const siteDir = writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-bench-site-')));
  const cluster = await startCluster({ instances, env: { SITE_DIR: siteDir, ...ADMIN } });
  try {
    const { page } = await publishedThrough(cluster, cluster.instances[0]!.url);
    // Every instance serves the page before any is measured (the others follow the publish within a second).
    for (const instance of cluster.instances) {
      for (let tries = 0; (await fetch(`${instance.url}${page}`)).status !== 200; tries++) {
        if (tries > 100) throw new Error(`${instance.url} does not serve ${page}`);
        await Bun.sleep(100);
      }
    }
    const hosts = cluster.instances.map((instance) => new URL(instance.url).port);
    const nginx = await startNginx({
      readyPath: page,
      server: `  upstream reefid {
${hosts.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 16;
  }
  server {
    location / {
      proxy_pass http://reefid;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${new URL(cluster.url).host};
    }
  }`,
    });
    try {
      const direct = instances === 1 ? await measured(`http://127.0.0.1:${hosts[0]}${page}`) : undefined;
      return { direct, balanced: await measured(`${nginx.url}${page}`) };
    } finally {
      await nginx.stop();
    }
  } finally {
    await cluster.stop();
  }
}

const server = await startPostgres();
process.env.DATABASE_URL = server.url;
try {
  console.log(`One species page, wrk 1 thread 64 connections, ${ROUNDS} × ${SECONDS} s, on ${navigator.hardwareConcurrency} cores`);
  const one = await pagesPerSecond(1);
  const two = await pagesPerSecond(2);
  const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
  figure('one instance, no load balancer', { direct: one.direct }, perSecond(one.direct ?? 0));
  figure('one instance behind nginx', { balanced: one.balanced }, perSecond(one.balanced));
  figure('two instances behind nginx', { balanced: two.balanced }, `${perSecond(two.balanced)}   two/one ${(two.balanced / one.balanced).toFixed(2)}`);
} finally {
  await server.stop();
}
