import OpenAI, { toFile } from 'openai';
import { HttpError } from '../errors';
import { identificationRequest, readCompletion, type SightingQuestion } from './chat-request';
import { aiErrors } from './messages';
import { openaiClient, toHttpError } from './openai-compatible';
import type { Identification } from './provider';
import type { IdentifierConfig } from './settings';

/**
 * The model's batch path (OpenAI's Batch API: half the price, answered within a day): one JSONL line per sighting,
 * each carrying exactly the request the single call sends (chat-request.ts), submitted as one file and one batch,
 * polled, and read back into the answers the single call gives, line by line.
 */
const CHAT_ENDPOINT = '/v1/chat/completions';

/** One sighting of the batch: `key` comes back with its answer (a line's custom_id). */
export interface BatchLine {
  key: string;
  sighting: SightingQuestion;
}

/** Each line's answer, or the error the single call would have thrown for it. */
export type LineResults = Map<string, Identification | HttpError>;

export type BatchProgress =
  | { state: 'waiting' }
  | { state: 'done'; results: LineResults }
  /** Failed, expired or cancelled: no line that has no answer will get one. */
  | { state: 'ended'; results: LineResults };

/** The server has no batch endpoints (an OpenAI-compatible server such as Ollama): single calls are the way. */
export class BatchNotOffered extends Error {}

export interface ModelBatch {
  /** Uploads the lines and starts their batch; answers the batch's id. */
  submit(lines: readonly BatchLine[]): Promise<string>;
  /** Where the batch stands; once it is over, every line's answer. `photoCounts`: each key's number of photos sent. */
  check(batchId: string, photoCounts: ReadonlyMap<string, number>): Promise<BatchProgress>;
  cancel(batchId: string): Promise<void>;
}

const WAITING = new Set(['validating', 'in_progress', 'finalizing', 'cancelling']);

/** Whether the configured model has a batch path: a model server alone (a classifier first asks photo by photo). */
export const offersBatch = (config: IdentifierConfig) => config.provider === 'openai-compatible' && !!(config.apiKey || config.baseUrl);

/** The batch path of the configured model, or null where it has none (not configured, or a classifier first). */
export function createModelBatch(config: IdentifierConfig): ModelBatch | null {
  if (!offersBatch(config)) return null;
  const client = openaiClient(config);

  async function linesOf(fileId: string | undefined | null): Promise<any[]> {
    if (!fileId) return [];
    const text = await (await client.files.content(fileId)).text();
    return text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
  }

  /** A line's answer: the completion read as the single call reads it, or its error body as the single call maps it. */
  function lineResult(line: any, photoCount: number, latencyMs: number): Identification | HttpError {
    const response = line?.response;
    if (response?.status_code === 200) {
      try {
        return readCompletion(response.body, photoCount, config.model, latencyMs);
      } catch (error) {
        return toHttpError(error);
      }
    }
    if (typeof response?.status_code === 'number') return toHttpError(OpenAI.APIError.generate(response.status_code, response.body, undefined, new Headers()));
    return aiErrors.unavailable();
  }

  return {
    async submit(lines) {
      const jsonl = lines.map(({ key, sighting }) => JSON.stringify({ custom_id: key, method: 'POST', url: CHAT_ENDPOINT, body: identificationRequest(config.model, sighting) })).join('\n');
      try {
        const file = await client.files.create({ file: await toFile(Buffer.from(jsonl + '\n'), 'sightings.jsonl'), purpose: 'batch' });
        const batch = await client.batches.create({ input_file_id: file.id, endpoint: CHAT_ENDPOINT, completion_window: '24h' });
        return batch.id;
      } catch (error) {
        if (error instanceof OpenAI.NotFoundError) throw new BatchNotOffered('The model server has no batch endpoints', { cause: error });
        throw toHttpError(error);
      }
    },

    async check(batchId, photoCounts) {
      let batch: OpenAI.Batch;
      try {
        batch = await client.batches.retrieve(batchId);
        if (WAITING.has(batch.status)) return { state: 'waiting' };
        // The time from the batch's start to its end is the wait for the model, as latency is for a single call.
        const latencyMs = Math.max(0, ((batch.completed_at ?? batch.failed_at ?? batch.expired_at ?? batch.cancelled_at ?? batch.created_at) - batch.created_at) * 1000);
        const results: LineResults = new Map();
        for (const line of [...(await linesOf(batch.output_file_id)), ...(await linesOf(batch.error_file_id))]) {
          const key = String(line?.custom_id);
          if (photoCounts.has(key)) results.set(key, lineResult(line, photoCounts.get(key)!, latencyMs));
        }
        if (batch.status !== 'completed') return { state: 'ended', results };
        // A completed batch answers every line; one it left out is an answer the provider lost.
        for (const key of photoCounts.keys()) if (!results.has(key)) results.set(key, aiErrors.unavailable());
        return { state: 'done', results };
      } catch (error) {
        throw toHttpError(error);
      }
    },

    async cancel(batchId) {
      await client.batches.cancel(batchId).catch((error) => {
        throw toHttpError(error);
      });
    },
  };
}
