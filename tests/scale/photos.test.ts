import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser } from './browser';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

describe('photos on two instances', () => {
  test('a photo uploaded through one instance is served by the other, byte for byte', async () => {
    const [one, two] = cluster.instances;
    const diver = new Browser(cluster.url);
    await diver.register('photographer');
    const uploaded = await diver.identify(one!.url);
    expect(uploaded.status).toBe(201);
    const { imageUrl } = await uploaded.json();

    const fromOne = await diver.get(imageUrl, one!.url);
    const fromTwo = await diver.get(imageUrl, two!.url);
    expect([fromOne.status, fromTwo.status]).toEqual([200, 200]);
    expect(fromTwo.headers.get('content-type')).toStartWith('image/');
    expect(Buffer.from(await fromTwo.arrayBuffer()).equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
  });
});
