import { afterAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_SCENARIOS, startFakeOpenAI, type FakeScenario } from '../../src/fakes/openai';
import RECORDED_COMPLETION from '../../src/fakes/recordings/openai/chat-completion.json';
import { loadConfig } from '../../src/env';
import { createSpeciesIdentifier } from '../../src/lib/ai/identifier';
import { BATCH_READS, BATCH_SENT, COMPLETION_READS, ERROR_READS, FINISH_REASONS_READ, schemaAt, schemaNamed, typesOf, valueAt, violations } from './openai';

const COMPLETION = schemaNamed('CreateChatCompletionResponse');
const ERROR = schemaNamed('ErrorResponse');
const AI_CODE = join(import.meta.dir, '../../src/lib/ai');
/** The code without the error codes it answers ('ai.timed_out', rules/error-codes.ts), which name no field. */
const withoutErrorCodes = (text: string) => text.replace(/'[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*'/g, "''");

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);
/** The read fields of a completion that are missing or of another type than the code expects. */
const misreads = (completion: unknown) =>
  COMPLETION_READS.filter(({ path, types }) => !(types as string[]).includes(typeOf(valueAt(completion, path)))).map(({ path }) => `${path}: ${typeOf(valueAt(completion, path))}`);

describe("OpenAI's chat completion schema", () => {
  test('has every field the product reads, with the type the code expects', () => {
    for (const { path, types } of [...COMPLETION_READS.map((read) => ({ ...read, root: COMPLETION })), ...ERROR_READS.map((read) => ({ ...read, root: ERROR }))]) {
      const schema = schemaAt(path.startsWith('error.') ? ERROR : COMPLETION, path);
      expect({ path, types: schema && typesOf(schema).sort() }).toEqual({ path, types: [...types].sort() });
    }
    expect(schemaAt(COMPLETION, 'choices[].finish_reason')!.enum).toEqual(expect.arrayContaining(FINISH_REASONS_READ));
  });

  test("OpenAI's example completion fits it and carries every field the product reads", () => {
    expect(violations(COMPLETION, RECORDED_COMPLETION)).toEqual([]);
    expect(misreads(RECORDED_COMPLETION)).toEqual([]);
  });

  test('every completion or batch field the AI code names is in the contract', () => {
    const listed = new Set([...COMPLETION_READS, ...BATCH_READS, ...BATCH_SENT].flatMap((read) => read.path.replaceAll('[]', '').split('.')));
    const code = readdirSync(AI_CODE).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).map((file) => readFileSync(join(AI_CODE, file), 'utf8'));
    const named = code.flatMap((text) => [...withoutErrorCodes(text).matchAll(/\??\.([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(2);
    expect(named.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('what the product sends', () => {
  const fake = startFakeOpenAI();
  afterAll(() => fake.stop());
  const identifier = () =>
    createSpeciesIdentifier(loadConfig({ COOKIE_SECRET: 'x'.repeat(32), OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' }).identifier)!;
  const jpeg = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n]);

  test("its messages fit the specification's system and user messages, a sighting's several image parts included", async () => {
    for (const count of [1, 5]) {
      fake.requests.length = 0;
      await identifier().identify(Array.from({ length: count }, (_, i) => jpeg(i)), 'It was photographed in the Red Sea.');
      const [system, user, ...more] = fake.requests[0]!.messages as Array<Record<string, any>>;
      expect(more).toEqual([]);
      expect(violations(schemaNamed('ChatCompletionRequestSystemMessage'), system)).toEqual([]);
      expect(violations(schemaNamed('ChatCompletionRequestUserMessage'), user)).toEqual([]);
      expect(user!.content.map((part: { type: string }) => part.type)).toEqual(['text', ...Array(count).fill('image_url')]);
      expect(fake.requests[0]!.images).toHaveLength(count);
    }
  });
});

describe('the fake OpenAI', () => {
  const fake = startFakeOpenAI({ slowMs: 1 });
  afterAll(() => fake.stop());
  const ask = (headers: Record<string, string> = { authorization: 'Bearer sk-test' }, body: unknown = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Identify it' }] }) =>
    fetch(`${fake.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  for (const scenario of FAKE_SCENARIOS) {
    test(`answers "${scenario}" in the shape of OpenAI's schema`, async () => {
      fake.setScenario(scenario as FakeScenario);
      // The one that fails once answers on the second call.
      for (const response of scenario === '5xx-then-good' ? [await ask(), await ask()] : [await ask()]) {
        const body = await response.json();
        if (response.ok) {
          expect(violations(COMPLETION, body)).toEqual([]);
          expect(body).toMatchObject({ object: 'chat.completion', choices: [{ index: 0, logprobs: null }] });
          expect(Object.keys(body.usage)).toEqual(Object.keys(RECORDED_COMPLETION.usage));
          expect(misreads(body)).toEqual([]);
        } else {
          expect(response.status).toBeOneOf([429, 500, 502]);
          expect(violations(ERROR, body)).toEqual([]);
        }
      }
    });
  }

  test('refuses a call without a key, a call without messages and an unknown path with bodies in the same shape', async () => {
    fake.setScenario('good');
    const unknown = await fetch(`${fake.url}/completions`, { method: 'POST' });
    for (const response of [await ask({}), await ask(undefined, { model: 'gpt-4o-mini' }), unknown]) {
      expect(response.status).toBeOneOf([400, 401, 404]);
      expect(violations(ERROR, await response.json())).toEqual([]);
    }
  });
});
