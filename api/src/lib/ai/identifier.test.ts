import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { startFakeOpenAI, type FakeOpenAI, type FakeScenario } from '../../fakes/openai';
import { loadConfig } from '../../env';
import { HttpError } from '../errors';
import { createSpeciesIdentifier } from './identifier';
import { bestPhotoIndexOf } from './parse';

let fake: FakeOpenAI;
beforeAll(() => {
  fake = startFakeOpenAI({ slowMs: 1_500 });
});
afterEach(() => {
  fake.setScenario('good');
  fake.requests.length = 0;
});
afterAll(() => fake.stop());

const identifier = () =>
  createSpeciesIdentifier(
    loadConfig({ COOKIE_SECRET: 'x'.repeat(32), OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', OPENAI_TIMEOUT_MS: '1000', OPENAI_MODEL: 'vision-test' }).identifier,
  )!;
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

async function failure(scenario: FakeScenario): Promise<HttpError> {
  fake.setScenario(scenario);
  const error = await identifier().identify([jpeg]).then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('identification calls against an OpenAI-compatible server', () => {
  test('good: every field, the candidates, the model, tokens and latency', async () => {
    const result = await identifier().identify([jpeg]);
    expect(result.answer.speciesName).toBeString();
    expect(result.answer.candidates.length).toBeGreaterThan(0);
    expect(result.answer.candidates.length).toBeLessThanOrEqual(3);
    for (const candidate of result.answer.candidates) {
      expect(candidate.confidence).toBeGreaterThanOrEqual(0);
      expect(candidate.confidence).toBeLessThanOrEqual(1);
      expect(['species', 'genus', 'family']).toContain(candidate.rank);
    }
    expect(result).toMatchObject({ model: 'vision-test', tokensUsed: 1168, promptTokens: 812, completionTokens: 356 });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake.requests[0]!.authorization).toBe('Bearer test-key');
  });

  test('a sighting of several photos is one request carrying every photo in order, said to be one animal', async () => {
    const photos = [jpeg, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 9, 9]), new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4])];
    const result = await identifier().identify(photos, 'It was photographed in the Coral Sea.');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.images).toEqual(photos);
    expect(fake.requests[0]!.prompt).toBe('These 3 photos show the same animal, in one sighting. Identify the marine organism they show. It was photographed in the Coral Sea.');
    // The fake picks the largest copy.
    expect(result.bestPhotoIndex).toBe(1);
  });

  test('bestPhotoIndex is read leniently: a whole number within the photos sent, else null', () => {
    const answer = (value: unknown) => JSON.stringify({ speciesName: 'x', bestPhotoIndex: value });
    expect([0, 2, '1', 3, -1, 1.5, 'two', null, undefined].map((value) => bestPhotoIndexOf(answer(value), 3))).toEqual([0, 2, 1, null, null, null, null, null, null]);
    expect(bestPhotoIndexOf('{"speciesName": "Clownfish", "desc', 3)).toBeNull();
  });

  test('incomplete: names the missing field', async () => {
    const error = await failure('incomplete');
    expect(error.message).toBe('The identification is missing required information: habitat');
  });

  test('malformed, truncated and refused answers give messages the browser shows as a processing error', async () => {
    expect((await failure('malformed')).message).toContain('JSON');
    expect((await failure('truncated')).message).toContain('end of');
    expect((await failure('refused')).message).toContain('parse');
  });

  test('empty: an "empty response" message', async () => {
    expect((await failure('empty')).message).toContain('empty response');
  });

  test('429 and quota errors: "AI service", never retried, never the word the browser reads as a user limit', async () => {
    const error = await failure('429');
    expect(error.status).toBe(503);
    expect(error.message).toContain('AI service');
    expect(error.message).not.toContain('limit');
    expect(fake.requests).toHaveLength(1);
  });

  test('a 5xx is retried once and then succeeds', async () => {
    fake.setScenario('5xx-then-good');
    const result = await identifier().identify([jpeg]);
    expect(result.answer.speciesName).toBeString();
    expect(fake.requests).toHaveLength(2);
  });

  test('a 5xx twice is "AI service" unavailable', async () => {
    const error = await failure('5xx');
    expect(error.message).toContain('AI service');
    expect(fake.requests).toHaveLength(2);
  });

  test('slow: a timeout is retried once, then reported as the AI service not answering', async () => {
    const error = await failure('slow');
    expect(error.status).toBe(504);
    expect(error.message).toContain('AI service');
    expect(fake.requests).toHaveLength(2);
  });

  test('no key and no base URL: no identifier at all', () => {
    expect(createSpeciesIdentifier(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).identifier)).toBeNull();
  });
});
