/**
 * Hostile dive logs for bench/dives.ts: how long each takes to read, and how long /healthz and a species page take
 * to answer on a server importing it (decision 111: logs are read on a worker, within a time budget).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDiveLog } from '../../api/src/lib/dive-logs';
import { bytesOf, longAttributeName, spacedDuration, unclosedSamples, unclosedWaypoints } from '../../api/src/lib/dive-logs/test-support';
import { writeTestSite } from '../../api/test-support/catalogue-site';
import { startCluster } from '../../scripts/scale/cluster';
import { Browser } from '../../tests/scale/browser';
import { ADMIN, publishedThrough } from '../../tests/scale/publish';
import { measured } from './figures';

const MB = 1024 * 1024;

export const hostileLogs = () => [
  { name: '64,000 UDDF waypoints never closed (625 KB)', text: unclosedWaypoints(64_000) },
  { name: 'UDDF waypoints never closed (5 MB)', text: unclosedWaypoints(Math.round((5 * MB) / 10)) },
  { name: 'Subsurface samples never closed (5 MB)', text: unclosedSamples(5 * MB) },
  { name: 'a 5 MB attribute name', text: longAttributeName(5 * MB) },
  { name: 'a duration padded with 5 MB of spaces', text: spacedDuration(5 * MB) },
];

/** Each hostile log read in this process, as a worker reads it. */
export function readingTimes(): string[] {
  return hostileLogs().map(({ name, text }) => {
    const bytes = bytesOf(text);
    const started = performance.now();
    parseDiveLog(bytes);
    const ms = performance.now() - started;
    measured(`Reading ${name}`, { ms });
    return `Reading ${name}: ${ms.toFixed(0)} ms`;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** How long each URL takes to answer, asked every 20 ms from a thread of its own (answer-times.ts) until `until` settles. */
async function answerTimes(urls: string[], until: Promise<unknown>): Promise<number[][]> {
  const asker = new Worker(new URL('./answer-times.ts', import.meta.url).href);
  try {
    const times = new Promise<number[][]>((resolve, reject) => {
      asker.onmessage = (event: MessageEvent<number[][]>) => resolve(event.data);
      asker.onerror = (event) => reject(new Error(event.message));
    });
    asker.postMessage({ urls });
    await until.catch(() => undefined);
    asker.postMessage('stop');
    return await times;
  } finally {
    asker.terminate();
  }
}

/** One instance with a published species page; each log imported in turn while /healthz and the page are asked. */
export async function answersWhileImporting(logs: Array<{ name: string; text: string }>): Promise<string[]> {
  const cluster = await startCluster({ instances: 1, env: { SITE_DIR: writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-bench-site-'))), ...ADMIN } });
  try {
    const instance = cluster.instances[0]!.url;
    const { page } = await publishedThrough(cluster, instance);
    // The page goes live a moment after the publish answers: its first answer, made then, is not the import's doing.
    for (let asked = 0; (await fetch(`${instance}${page}`)).status !== 200; asked++) {
      if (asked > 200) throw new Error(`${page} was not published`);
      await Bun.sleep(50);
    }
    const diver = new Browser(cluster.url);
    await diver.register(`diver${crypto.randomUUID().slice(0, 6)}`, instance);
    const lines: string[] = [];
    for (const { name, text } of logs) {
      const form = new FormData();
      form.append('file', new File([text], 'bench.xml', { type: 'application/xml' }));
      const started = performance.now();
      const importing = diver.post('/api/dives/import', form, instance);
      const [[health = [], species = []], answer] = await Promise.all([answerTimes([`${instance}/healthz`, `${instance}${page}`], importing), importing]);
      const seconds = (performance.now() - started) / 1000;
      const worst = (times: number[]) => `median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (${times.length} asked)`;
      measured(`Importing ${name}`, { seconds, healthz: median(health), speciesPage: median(species) });
      lines.push(`Importing ${name}: ${answer.status} in ${seconds.toFixed(2)} s; /healthz ${worst(health)}; species page ${worst(species)} (target < 100 ms)`);
    }
    return lines;
  } finally {
    await cluster.stop();
  }
}
