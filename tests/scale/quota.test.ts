import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { BUSY_MESSAGE } from '../../api/src/web/upload-gate';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser } from './browser';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

/**
 * An upload, sent again while the instance answers that too many of this client's identifications are running (a
 * few at once per client and instance are worked on): what counts here is the quota's answer.
 */
async function identify(browser: Browser, to: string): Promise<{ status: number; message?: string }> {
  for (;;) {
    const response = await browser.identify(to);
    const body = await response.json();
    if (response.status !== 429 || body.message !== BUSY_MESSAGE) return { status: response.status, message: body.message };
    await Bun.sleep(50);
  }
}

/** `count` uploads at once, every other one to each instance. */
function inParallel(browser: Browser, count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => identify(browser, cluster.instances[i % 2]!.url)));
}

const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

describe('the free quota on two instances', () => {
  test(`12 parallel uploads of one free account, split across both: exactly ${FREE_IDENTIFICATIONS} are identified`, async () => {
    const diver = new Browser(cluster.url);
    await diver.register('freediver');
    const modelCalls = cluster.fakes.openai.requests.length;

    const answers = await inParallel(diver, 12);
    expect(statuses(answers)).toEqual([...Array(FREE_IDENTIFICATIONS).fill(201), ...Array(12 - FREE_IDENTIFICATIONS).fill(403)]);
    for (const refused of answers.filter((answer) => answer.status === 403)) expect(refused.message).toContain('limit');
    expect(cluster.fakes.openai.requests.length - modelCalls).toBe(FREE_IDENTIFICATIONS);
    for (const instance of cluster.instances) {
      expect((await (await diver.get('/api/user', instance.url)).json()).freeIdentificationsUsed).toBe(FREE_IDENTIFICATIONS);
    }
  });

  test(`a visitor's cookie from one instance counts on the other: ${FREE_IDENTIFICATIONS} in all`, async () => {
    const visitor = new Browser(cluster.url, '198.51.100.23');
    // The first upload gives the visitor its signed cookie; the rest race for what is left.
    expect((await identify(visitor, cluster.instances[0]!.url)).status).toBe(201);
    const answers = await inParallel(visitor, 11);
    expect(statuses(answers)).toEqual([...Array(FREE_IDENTIFICATIONS - 1).fill(201), ...Array(12 - FREE_IDENTIFICATIONS).fill(403)]);
    for (const instance of cluster.instances) {
      expect((await (await visitor.get('/api/free-identifications-count', instance.url)).json()).count).toBe(FREE_IDENTIFICATIONS);
    }
  });
});
