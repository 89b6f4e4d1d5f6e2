import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { LANGUAGES } from '@rules/languages';
import { loadConfig } from '../env';
import { startFakeObis, type FakeObis } from '../fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { FRESHWATER_SPECIES, SPECIES } from '../fakes/species';
import { answerIn } from '../fakes/species-languages';
import { startFakeWorms, type FakeWorms } from '../fakes/worms';
import { readLabels } from './labels';
import { evaluate } from './run';
import { languageOfAnswer, languageOfText } from './written-language';

const root = join(import.meta.dir, '..', '..', '..');
const sample = join(root, 'eval', 'sample');

describe('the language an answer is written in', () => {
  test('each of the fake model’s answers is found in the language it was written in', () => {
    const found = SPECIES.flatMap((species) => LANGUAGES.map((language) => [species.scientificName, language, languageOfAnswer(answerIn(species, language))]));
    expect(found).toEqual(SPECIES.flatMap((species) => LANGUAGES.map((language) => [species.scientificName, language, language])));
    expect(languageOfAnswer(FRESHWATER_SPECIES)).toBe('en');
  });

  test('too few words to tell: no language', () => {
    expect(languageOfText('Amphiprion ocellaris')).toBeNull();
    expect(languageOfText('')).toBeNull();
  });
});

describe('npm run eval -- --language', () => {
  let openai: FakeOpenAI;
  let worms: FakeWorms;
  let obis: FakeObis;
  beforeAll(() => {
    openai = startFakeOpenAI();
    worms = startFakeWorms();
    obis = startFakeObis();
  });
  afterAll(async () => {
    await openai.stop();
    await worms.stop();
    await obis.stop();
  });
  const env = () => ({ OPENAI_BASE_URL: openai.url, OPENAI_API_KEY: 'test-key', WORMS_API_URL: worms.url, OBIS_API_URL: obis.url });
  const prices = { inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 };

  test('asks the model in that language and reports how many answers came back in it', async () => {
    const child = Bun.spawn([process.execPath, 'scripts/eval.ts', sample, '--out', '/dev/null', '--language', 'de'], { cwd: root, env: { ...process.env, ...env() }, stdout: 'pipe', stderr: 'pipe' });
    const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    expect(code).toBe(0);
    expect(openai.requests.map((request) => request.language)).toEqual(Array(8).fill('de'));
    expect(out).toContain('Language     8 of 8 answers written in de, as asked (100.0%); found: de 8');
  });

  test('a model that answers in another language is reported so', async () => {
    openai.setScenario('freshwater');
    const config = loadConfig({ COOKIE_SECRET: 'x'.repeat(32), ...env() });
    const result = await evaluate(sample, readLabels(sample), { config, prices, language: 'fr' });
    expect(result.figures.language).toEqual({ asked: 'fr', answered: 8, inAsked: 0, rate: 0, writtenIn: { en: 8 } });
  });

  test('a language ReefID does not speak is refused', async () => {
    const child = Bun.spawn([process.execPath, 'scripts/eval.ts', sample, '--language', 'it'], { cwd: root, env: { ...process.env, ...env() }, stdout: 'pipe', stderr: 'pipe' });
    const [err, code] = await Promise.all([new Response(child.stderr).text(), child.exited]);
    expect(code).toBe(1);
    expect(err).toContain('--language needs one of en, es, de, fr, zh-Hans, got "it"');
  });
});
