import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { startFakeOpenAI, type FakeOpenAI } from '../../fakes/openai';
import { serveFake } from '../../fakes/serve';
import { loadConfig } from '../../env';
import { HttpError } from '../errors';
import { BatchNotOffered, createModelBatch, type BatchLine, type BatchProgress } from './batch';
import { createSpeciesIdentifier } from './identifier';

let fake: FakeOpenAI;
beforeAll(() => {
  fake = startFakeOpenAI();
});
afterEach(() => {
  fake.setScenario('good');
  fake.holdBatches(false);
  fake.requests.length = 0;
});
afterAll(() => fake.stop());

const config = (baseUrl = fake.url) => loadConfig({ COOKIE_SECRET: 'x'.repeat(32), OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'vision-test' }).identifier;
const jpeg = (...bytes: number[]) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...bytes]);
const lines: BatchLine[] = [
  { key: 'sighting-1', sighting: { photos: [jpeg(1)], context: 'It was photographed in the Red Sea in March.', language: 'en' } },
  { key: 'sighting-2', sighting: { photos: [jpeg(2), jpeg(2, 2, 2), jpeg(3)], context: null, language: 'de' } },
];
const photoCounts = new Map(lines.map((line) => [line.key, line.sighting.photos.length]));

/** Reads the batch until it is over, as the trip queue polls it. */
async function untilOver(batchId: string): Promise<Exclude<BatchProgress, { state: 'waiting' }>> {
  for (;;) {
    const progress = await createModelBatch(config())!.check(batchId, photoCounts);
    if (progress.state !== 'waiting') return progress;
  }
}

describe('the model batch against the fake OpenAI', () => {
  test('each line is exactly the request the single call sends, and answers as the single call does', async () => {
    const single = createSpeciesIdentifier(config())!;
    const alone = [];
    for (const { sighting } of lines) alone.push(await single.identify(sighting.photos, sighting.context, undefined, sighting.language));
    const sentAlone = fake.requests.splice(0).map(({ body }) => body);

    const batch = createModelBatch(config())!;
    const batchId = await batch.submit(lines);
    expect(await batch.check(batchId, photoCounts)).toEqual({ state: 'waiting' });
    const over = await untilOver(batchId);

    expect(fake.requests.map(({ body }) => body)).toEqual(sentAlone);
    expect(over.state).toBe('done');
    for (const [index, { key }] of lines.entries()) {
      const answered = over.results.get(key);
      expect(answered).not.toBeInstanceOf(HttpError);
      expect(answered).toMatchObject({ answer: alone[index]!.answer, bestPhotoIndex: alone[index]!.bestPhotoIndex, model: 'vision-test', tokensUsed: 1168 });
    }
  });

  test('a line the model failed is that line\'s error, and the others keep their answers', async () => {
    fake.setScenario('5xx-then-good');
    const batch = createModelBatch(config())!;
    const over = await untilOver(await batch.submit(lines));
    expect(over.state).toBe('done');
    expect((over.results.get('sighting-1') as HttpError).code).toBe('ai.unavailable');
    expect(over.results.get('sighting-2')).toMatchObject({ answer: { speciesName: expect.any(String) } });
  });

  test('an answer the model cut short or refused fails its line as the single call fails it', async () => {
    for (const [scenario, code] of [['truncated', 'ai.truncated'], ['refused', 'ai.refused'], ['429', 'ai.over_quota']] as const) {
      fake.setScenario(scenario);
      const over = await untilOver(await createModelBatch(config())!.submit(lines));
      expect([...over.results.values()].map((result) => (result as HttpError).code)).toEqual([code, code]);
    }
  });

  test('a batch held in progress waits; cancelled, it ends with no answers', async () => {
    fake.holdBatches(true);
    const batch = createModelBatch(config())!;
    const batchId = await batch.submit(lines);
    for (let read = 0; read < 3; read++) expect(await batch.check(batchId, photoCounts)).toEqual({ state: 'waiting' });
    await batch.cancel(batchId);
    const over = await untilOver(batchId);
    expect(over).toEqual({ state: 'ended', results: new Map() });
    expect(fake.requests).toEqual([]);
  });

  test('a server without batch endpoints says so, for the single calls to take over', async () => {
    const bare = serveFake(undefined, { fetch: () => Response.json({ error: { message: 'Not found', type: 'invalid_request_error', param: null, code: null } }, { status: 404 }) });
    try {
      const error = await createModelBatch(config(`http://127.0.0.1:${bare.port}/v1`))!.submit(lines).catch((error: unknown) => error);
      expect(error).toBeInstanceOf(BatchNotOffered);
    } finally {
      await bare.stop(true);
    }
  });

  test('no batch path without a configured model, or with a classifier asked first', () => {
    expect(createModelBatch(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).identifier)).toBeNull();
    expect(createModelBatch({ ...config(), provider: 'classifier+openai' })).toBeNull();
  });
});
