import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { startFakeClassifier, FAKE_PREDICTIONS, type ClassifierScenario, type FakeClassifier } from '../../fakes/classifier';
import { startFakeOpenAI, type FakeOpenAI } from '../../fakes/openai';
import { ConfigError, loadConfig } from '../../env';
import { identifyApp, photo, upload } from '../../../test-support/identify';
import { captureLogLines } from '../../../../test-support/console-guard';
import { createSpeciesIdentifier } from './identifier';
import { mergePredictions } from './classifier';

let model: FakeOpenAI;
let classifier: FakeClassifier;
beforeAll(() => {
  model = startFakeOpenAI();
  classifier = startFakeClassifier({ slowMs: 1_000 });
});
afterEach(() => {
  classifier.setScenario('good');
  classifier.requests.length = 0;
  model.requests.length = 0;
});
afterAll(async () => {
  await model.stop();
  await classifier.stop();
});

const env = (classifierUrl: string) => ({
  COOKIE_SECRET: 'x'.repeat(32),
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'test-key',
  CLASSIFIER_URL: classifierUrl,
  CLASSIFIER_TIMEOUT_MS: '300',
});
const identifier = (classifierUrl = classifier.url) => createSpeciesIdentifier(loadConfig(env(classifierUrl)).identifier)!;
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** Runs `work`; returns the warnings it logged, each as its line's message and the error's (`msg [err.message]`). */
async function warnings(work: () => Promise<unknown>): Promise<string[]> {
  const lines = captureLogLines();
  await work();
  return lines
    .filter((line) => line.level === 'warn')
    .map((line) => `${line.msg}${line.err ? ` [${(line.err as { message: string }).message}]` : ''}`);
}

describe('CLASSIFIER_URL', () => {
  test('set, the classifier ranks first and the model chooses; unset, the model alone; not a URL, the start stops', () => {
    expect(loadConfig(env('http://classifier.internal:8000/classify')).identifier).toMatchObject({
      provider: 'classifier+openai',
      classifier: { url: 'http://classifier.internal:8000/classify', timeoutMs: 300 },
    });
    const alone = loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).identifier;
    expect(alone.provider).toBe('openai-compatible');
    expect(alone.classifier).toBeUndefined();
    expect(() => loadConfig(env('classifier:8000'))).toThrow(ConfigError);
    expect(() => loadConfig(env('classifier:8000'))).toThrow('CLASSIFIER_URL must be an http(s) URL, got "classifier:8000"');
  });
});

describe('identification with a classifier', () => {
  test("the photo is posted as base64 JSON, and the classifier's top 5 reach the model's prompt, best first", async () => {
    const result = await identifier().identify([jpeg], 'Taken near Cairns.');
    expect(result.answer.speciesName).toBeString();
    expect(classifier.requests).toHaveLength(1);
    expect(classifier.requests[0]).toMatchObject({ image: jpeg, topK: 5, contentType: 'application/json' });
    const prompt = model.requests[0]!.prompt;
    expect(prompt).toContain('Taken near Cairns.');
    expect(prompt).toContain('A species classifier suggests, most likely first: Amphiprion ocellaris (0.91), Amphiprion percula (0.05), Premnas biaculeatus (0.02)');
    expect(prompt).toContain(FAKE_PREDICTIONS[4]!.scientificName);
    expect(prompt).not.toContain(FAKE_PREDICTIONS[5]!.scientificName);
  });

  test('a sighting of several photos: each photo is classified, and the hints are their mean scores', async () => {
    const second = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7]);
    const result = await identifier().identify([jpeg, second]);
    expect(result.answer.speciesName).toBeString();
    expect(classifier.requests.map((request) => request.image)).toEqual([jpeg, second]);
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.images).toEqual([jpeg, second]);
    expect(model.requests[0]!.prompt).toContain('A species classifier suggests, most likely first: Amphiprion ocellaris (0.91)');
  });

  test('merged predictions rank a name seen in every photo above one that a single photo suggests', () => {
    const merged = mergePredictions([
      [{ scientificName: 'Chromis viridis', score: 0.6 }, { scientificName: 'Chromis atripectoralis', score: 0.4 }],
      [{ scientificName: 'Chromis atripectoralis', score: 0.9 }],
      [], // a photo the classifier did not answer for counts for nothing
    ]);
    expect(merged).toEqual([
      { scientificName: 'Chromis atripectoralis', score: 0.65 },
      { scientificName: 'Chromis viridis', score: 0.3 },
    ]);
    expect(mergePredictions([[], []])).toEqual([]);
  });

  test('no predictions: the model is asked without hints, and nothing is logged', async () => {
    classifier.setScenario('no-predictions');
    expect(await warnings(() => identifier().identify([jpeg]))).toEqual([]);
    expect(model.requests[0]!.prompt).toBe('Identify the marine organism in this photo.');
  });

  const failures: [string, ClassifierScenario, RegExp][] = [
    ['an error status', '503', /answered 503/],
    ['a body that is not JSON', 'not-json', /JSON/],
    ['JSON in another shape', 'wrong-shape', /not \{ predictions/],
    ['no answer within CLASSIFIER_TIMEOUT_MS', 'slow', /timed out/],
  ];
  for (const [what, scenario, reason] of failures) {
    test(`${what}: the model answers alone, and a line says why`, async () => {
      classifier.setScenario(scenario);
      let result: Awaited<ReturnType<ReturnType<typeof identifier>['identify']>> | undefined;
      const logged = await warnings(async () => (result = await identifier().identify([jpeg])));
      expect(result!.answer.speciesName).toBeString();
      expect(model.requests[0]!.prompt).toBe('Identify the marine organism in this photo.');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toStartWith(`The classifier at ${new URL(classifier.url).origin} failed; the model identifies the photo alone. [`);
      expect(logged[0]).toMatch(reason);
    });
  }

  test('a classifier that is down never costs the user the upload: it is answered and saved', async () => {
    const down = startFakeClassifier();
    await down.stop();
    const app = await identifyApp(model, { CLASSIFIER_URL: down.url });
    try {
      let response: Response | undefined;
      const logged = await warnings(async () => (response = await upload(app.client(), await photo(200, 150))));
      expect(response!.status).toBe(201);
      expect((await response!.json()).speciesName).toBeString();
      expect(logged.some((line) => line.includes('the model identifies the photo alone'))).toBe(true);
    } finally {
      app.cleanup();
    }
  });
});
