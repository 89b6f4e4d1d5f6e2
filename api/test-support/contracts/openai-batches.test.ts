import { afterAll, afterEach, describe, expect, test } from 'bun:test';
import { startFakeOpenAI } from '../../src/fakes/openai';
import RECORDED_BATCH from '../../src/fakes/recordings/openai/batch.json';
import RECORDED_FILE from '../../src/fakes/recordings/openai/file.json';
import RECORDED_OUTPUT_LINE from '../../src/fakes/recordings/openai/batch-output-line.json';
import { loadConfig } from '../../src/env';
import { createModelBatch } from '../../src/lib/ai/batch';
import { BATCH_READS, BATCH_SENT, BATCH_STATUSES_READ, schemaAt, schemaNamed, typesOf, violations } from './openai';

/** The Files and Batch endpoints: the fields the batch path reads and sends, the recordings and the fake, held to the specification. */
const fake = startFakeOpenAI();
afterEach(() => {
  fake.setScenario('good');
  fake.holdBatches(false);
});
afterAll(() => fake.stop());

const BATCH = schemaNamed('Batch');
const FILE = schemaNamed('OpenAIFile');
const OUTPUT_LINE = schemaNamed('BatchRequestOutput');
const withoutNulls = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
const authorized = { authorization: 'Bearer sk-test' };
const get = async (path: string) => (await fetch(`${fake.url}${path}`, { headers: authorized })).json();
const batch = () => createModelBatch(loadConfig({ COOKIE_SECRET: 'x'.repeat(32), OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' }).identifier)!;
const lines = [1, 2].map((n) => ({ key: `sighting-${n}`, sighting: { photos: [new Uint8Array([0xff, 0xd8, 0xff, n])], context: null, language: 'en' as const } }));
const fileLines = async (fileId: string) => (await (await fetch(`${fake.url}/files/${fileId}/content`, { headers: authorized })).text()).trim().split('\n').map((line) => JSON.parse(line));

describe("OpenAI's Files and Batch schemas", () => {
  test('have every field the batch path reads and sends, with the type the code expects', () => {
    for (const { schema, path, types } of BATCH_READS) expect({ schema, path, types: typesOf(schemaAt(schemaNamed(schema), path) ?? {}).sort() }).toEqual({ schema, path, types: [...types].sort() });
    for (const { schema, path } of BATCH_SENT) expect({ schema, path, found: schemaAt(schemaNamed(schema), path) !== undefined }).toEqual({ schema, path, found: true });
    expect(schemaAt(BATCH, 'status')!.enum.sort()).toEqual([...BATCH_STATUSES_READ].sort());
    expect(schemaNamed('CreateBatchRequest').properties.endpoint.enum).toContain('/v1/chat/completions');
  });

  test("the specification's examples fit them, less the batch's nulls and plus the file's status", () => {
    // The file example leaves out `status`, deprecated yet required; the fake sends 'processed', as OpenAI does.
    expect(violations(FILE, RECORDED_FILE)).toEqual(['$.status: required, missing']);
    expect(violations(FILE, { ...RECORDED_FILE, status: 'processed' })).toEqual([]);
    expect(violations(OUTPUT_LINE, RECORDED_OUTPUT_LINE)).toEqual([]);
    expect(violations(BATCH, RECORDED_BATCH)).not.toEqual([]);
    expect(violations(BATCH, withoutNulls(RECORDED_BATCH))).toEqual([]);
  });
});

describe("the fake OpenAI's files and batches", () => {
  test('its file, its batch at every step and its output lines fit the schemas', async () => {
    fake.holdBatches(true);
    const batchId = await batch().submit(lines);
    const created = fake.batches.get(batchId)!;
    expect(violations(FILE, await get(`/files/${created.input_file_id}`))).toEqual([]);
    const seen: string[] = [];
    for (const release of [false, false, true, false]) {
      if (release) fake.holdBatches(false);
      const answer = await get(`/batches/${batchId}`);
      expect(violations(BATCH, answer)).toEqual([]);
      seen.push(answer.status);
    }
    expect(seen).toEqual(['in_progress', 'in_progress', 'completed', 'completed']);
    const done = await get(`/batches/${batchId}`);
    expect(done.request_counts).toEqual({ total: 2, completed: 2, failed: 0 });
    for (const line of await fileLines(done.output_file_id)) {
      expect(violations(OUTPUT_LINE, line)).toEqual([]);
      expect(violations(schemaNamed('CreateChatCompletionResponse'), line.response.body)).toEqual([]);
    }
  });

  test("the lines the product sends fit the specification's request input", async () => {
    const created = fake.batches.get(await batch().submit(lines))!;
    for (const line of await fileLines(created.input_file_id)) expect(violations(schemaNamed('BatchRequestInput'), line)).toEqual([]);
    expect(violations(schemaNamed('CreateBatchRequest'), { input_file_id: created.input_file_id, endpoint: created.endpoint, completion_window: created.completion_window })).toEqual([]);
  });

  test("a failed line goes to the error file with the chat endpoint's error body; a cancelled batch fits the schema", async () => {
    fake.setScenario('429');
    const batchId = await batch().submit(lines);
    for (let read = 0; read < 2; read++) await get(`/batches/${batchId}`);
    const done = await get(`/batches/${batchId}`);
    expect(done).toMatchObject({ status: 'completed', request_counts: { total: 2, completed: 0, failed: 2 } });
    expect(done.output_file_id).toBeUndefined();
    for (const line of await fileLines(done.error_file_id)) {
      expect(violations(OUTPUT_LINE, line)).toEqual([]);
      expect(line.response.status_code).toBe(429);
      expect(violations(schemaNamed('ErrorResponse'), line.response.body)).toEqual([]);
    }
    fake.holdBatches(true);
    const held = await batch().submit(lines);
    await batch().cancel(held);
    const cancelled = await get(`/batches/${held}`);
    expect(cancelled.status).toBe('cancelled');
    expect(violations(BATCH, cancelled)).toEqual([]);
  });

  test('refuses a file for another purpose, a batch of an unknown file and an unknown batch in the error shape', async () => {
    const form = new FormData();
    form.set('file', new Blob(['{}\n']), 'x.jsonl');
    form.set('purpose', 'fine-tune');
    const answers = [
      await fetch(`${fake.url}/files`, { method: 'POST', headers: authorized, body: form }),
      await fetch(`${fake.url}/batches`, { method: 'POST', headers: { ...authorized, 'content-type': 'application/json' }, body: JSON.stringify({ input_file_id: 'file-none', endpoint: '/v1/chat/completions', completion_window: '24h' }) }),
      await fetch(`${fake.url}/batches/batch_none`, { headers: authorized }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 404, 404]);
    for (const answer of answers) expect(violations(schemaNamed('ErrorResponse'), await answer.json())).toEqual([]);
  });
});
