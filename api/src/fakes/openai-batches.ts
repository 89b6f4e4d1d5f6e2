/**
 * The Files and Batch endpoints of the fake OpenAI (openai.ts), as the product's batch path uses them: a JSONL file
 * of chat completion requests uploaded with purpose "batch", a batch over it, its status polled, its output read.
 * Every answer is the specification's own example (recordings/openai: file.json, batch.json, batch-output-line.json)
 * with this batch's ids, times and counts over it. A field the batch has not reached yet is left out: the examples
 * send null there, which the specification's schema does not allow and the SDK's types leave optional.
 *
 * Each line is answered as the chat endpoint answers one call (the same function, the same scenario). A batch moves
 * one step each time it is read: validating, in_progress, then completed; held (`POST /__batches {"hold":true}`), it
 * stays in progress until released.
 */
import RECORDED_BATCH from './recordings/openai/batch.json';
import RECORDED_FILE from './recordings/openai/file.json';
import RECORDED_OUTPUT_LINE from './recordings/openai/batch-output-line.json';
import { json } from './serve';

type Batch = Record<string, any>;
interface StoredFile {
  record: Record<string, unknown>;
  content: string;
}

const now = () => Math.floor(Date.now() / 1000);
const error = (status: number, message: string, code: string | null = null) =>
  json({ error: { message, type: 'invalid_request_error', param: null, code } }, status);
/** The endpoint the product's batches call; the fake answers no other. */
const CHAT_ENDPOINT = '/v1/chat/completions';

export interface FakeBatches {
  /** Every batch created, by id, as the fake holds it. */
  batches: Map<string, Batch>;
  /** Held batches stay in progress when read; releasing lets them complete on their next read. */
  hold(held: boolean): void;
  handle(request: Request, pathname: string): Promise<Response> | null;
}

/** `answerLine` answers one line's body as the chat endpoint answers one call. */
export function fakeBatches(answerLine: (body: unknown, authorization: string) => Promise<Response>): FakeBatches {
  const files = new Map<string, StoredFile>();
  const batches = new Map<string, Batch>();
  const authorizations = new Map<string, string>();
  let held = false;

  function storeFile(filename: string, purpose: string, content: string) {
    const id = `file-fake-${crypto.randomUUID()}`;
    const record = { ...RECORDED_FILE, id, bytes: Buffer.byteLength(content), created_at: now(), expires_at: now() + 30 * 24 * 3600, filename, purpose, status: 'processed' };
    files.set(id, { record, content });
    return record;
  }

  async function createFile(request: Request): Promise<Response> {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    const purpose = form?.get('purpose');
    if (!(file instanceof Blob)) return error(400, "Missing required parameter: 'file'.", 'missing_required_parameter');
    if (purpose !== 'batch') return error(400, "The fake takes files for purpose 'batch' only.", 'invalid_value');
    return json(storeFile((file as File).name || 'upload.jsonl', purpose, await file.text()));
  }

  async function createBatch(request: Request): Promise<Response> {
    const body: any = await request.json().catch(() => null);
    const input = files.get(body?.input_file_id);
    if (!input) return error(404, `No such File object: ${body?.input_file_id}`);
    if (body.endpoint !== CHAT_ENDPOINT) return error(400, `The fake batches ${CHAT_ENDPOINT} only.`, 'invalid_value');
    if (body.completion_window !== '24h') return error(400, "completion_window must be '24h'.", 'invalid_value');
    const lines = input.content.split('\n').filter((line) => line.trim());
    const id = `batch_fake_${crypto.randomUUID()}`;
    const { errors: _errors, output_file_id: _out, error_file_id: _err, metadata: _metadata, ...recorded } = RECORDED_BATCH as Batch;
    const batch: Batch = Object.fromEntries(Object.entries(recorded).filter(([, value]) => value !== null));
    Object.assign(batch, { id, input_file_id: input.record.id, endpoint: CHAT_ENDPOINT, status: 'validating', created_at: now(), expires_at: now() + 24 * 3600 });
    batch.request_counts = { total: lines.length, completed: 0, failed: 0 };
    batches.set(id, batch);
    authorizations.set(id, request.headers.get('authorization') ?? '');
    return json(batch);
  }

  /** Answers every line, writing the successes to the output file and the failures to the error file. */
  async function complete(batch: Batch) {
    const lines = files.get(batch.input_file_id)!.content.split('\n').filter((line) => line.trim());
    const outputs: string[] = [];
    const failures: string[] = [];
    for (const text of lines) {
      const line = JSON.parse(text);
      const answer = await answerLine(line.body, authorizations.get(batch.id)!);
      const output = { ...RECORDED_OUTPUT_LINE, id: `batch_req_${crypto.randomUUID()}`, custom_id: line.custom_id };
      output.response = { ...RECORDED_OUTPUT_LINE.response, request_id: `req_${crypto.randomUUID()}`, status_code: answer.status, body: await answer.json() };
      (answer.ok ? outputs : failures).push(JSON.stringify(output));
    }
    if (outputs.length) batch.output_file_id = storeFile('batch_output.jsonl', 'batch_output', outputs.join('\n') + '\n').id;
    if (failures.length) batch.error_file_id = storeFile('batch_errors.jsonl', 'batch_output', failures.join('\n') + '\n').id;
    batch.request_counts = { total: lines.length, completed: outputs.length, failed: failures.length };
    Object.assign(batch, { status: 'completed', finalizing_at: now(), completed_at: now() });
  }

  /** One step on each read: validating, in_progress, completed (unless held); cancelling, cancelled. */
  async function advance(batch: Batch) {
    if (batch.status === 'validating') Object.assign(batch, { status: 'in_progress', in_progress_at: now() });
    else if (batch.status === 'in_progress' && !held) await complete(batch);
    else if (batch.status === 'cancelling') Object.assign(batch, { status: 'cancelled', cancelled_at: now() });
  }

  function handle(request: Request, pathname: string): Promise<Response> | null {
    const { method } = request;
    if (method === 'POST' && pathname === '/v1/files') return createFile(request);
    const record = pathname.match(/^\/v1\/files\/([^/]+)$/);
    if (method === 'GET' && record) {
      const file = files.get(record[1]!);
      return Promise.resolve(file ? json(file.record) : error(404, `No such File object: ${record[1]}`));
    }
    const content = pathname.match(/^\/v1\/files\/([^/]+)\/content$/);
    if (method === 'GET' && content) {
      const file = files.get(content[1]!);
      return Promise.resolve(file ? new Response(file.content, { headers: { 'content-type': 'application/octet-stream' } }) : error(404, `No such File object: ${content[1]}`));
    }
    if (method === 'POST' && pathname === '/v1/batches') return createBatch(request);
    const one = pathname.match(/^\/v1\/batches\/([^/]+)(\/cancel)?$/);
    const batch = one && batches.get(one[1]!);
    if (one && !batch) return Promise.resolve(error(404, `No batch found with id '${one[1]}'.`));
    if (method === 'GET' && one && !one[2]) return advance(batch!).then(() => json(batch));
    if (method === 'POST' && one?.[2]) {
      if (['validating', 'in_progress'].includes(batch!.status)) Object.assign(batch!, { status: 'cancelling', cancelling_at: now() });
      return Promise.resolve(json(batch));
    }
    if (method === 'POST' && pathname === '/__batches') {
      return request.json().then((body: any) => {
        held = body?.hold === true;
        return json({ hold: held });
      });
    }
    return null;
  }

  return { batches, hold: (next) => void (held = next), handle };
}
