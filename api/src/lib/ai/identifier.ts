import OpenAI from 'openai';
import type { Config } from '../../env';
import { HttpError } from '../errors';
import { SPECIES_ANSWER_SCHEMA, type SpeciesAnswer } from './answer';
import { aiErrors } from './messages';
import { parseSpeciesAnswer } from './parse';

const INSTRUCTIONS = `You identify marine organisms from photos for divers and naturalists.
Answer in English with the JSON schema given. Give the most specific identification you are sure of:
when the species cannot be told from the photo, name the genus or family instead (speciesName and scientificName
at that rank) rather than guessing a species. List up to 3 candidates, most likely first, each with the rank it
reaches and a confidence between 0 and 1. conservationStatus is the IUCN Red List category of the identified taxon
(use "Not Evaluated" when it has none). Fill every text field; when the photo shows no marine organism, say so in
speciesName and description.`;

export interface Identification {
  answer: SpeciesAnswer;
  /** The model that answered, as the provider names it. */
  model: string;
  tokensUsed: number | null;
  /** Input (prompt, image included) and output tokens as the provider reports them; null when it does not. */
  promptTokens: number | null;
  completionTokens: number | null;
  /** Time spent waiting for the provider, retries included. */
  latencyMs: number;
}

/** What one answered call to the model used, as the provider reported it. */
export type ModelUsage = Pick<Identification, 'model' | 'promptTokens' | 'completionTokens' | 'latencyMs'>;

/**
 * The model answered, so its tokens are spent, but the answer cannot be used (refused, cut short, malformed).
 * The user gets the reason's own status and message; the usage is kept for the record of the call.
 */
export class UnusableAnswer extends HttpError {
  constructor(
    reason: HttpError,
    readonly usage: ModelUsage,
  ) {
    super(reason.status, reason.message, reason.headers);
  }
}

/** Asks a vision model what a photo shows. */
export interface SpeciesIdentifier {
  /** `context`: where and when the photo was taken, in words (photo-context.ts), when known. */
  /** `signal`: the uploader cancelled; the call to the provider is dropped and `aiErrors.cancelled` thrown. */
  identify(jpeg: Uint8Array, context?: string | null, signal?: AbortSignal): Promise<Identification>;
}

/** A provider failure worth one more try: a timeout, a dropped connection or a 5xx. */
function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true; // includes APIConnectionTimeoutError
  return error instanceof OpenAI.APIError && typeof error.status === 'number' && error.status >= 500;
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return aiErrors.cancelled();
  if (error instanceof OpenAI.APIConnectionTimeoutError) return aiErrors.timedOut();
  if (error instanceof OpenAI.RateLimitError) return aiErrors.overQuota();
  if (error instanceof OpenAI.APIError && (error.code === 'insufficient_quota' || error.status === 402)) return aiErrors.overQuota();
  if (isTransient(error)) return aiErrors.unavailable();
  // 400/401/404...: the operator's configuration or the provider refused; details go to the log, not to users.
  console.error('AI service rejected the identification request', error);
  return aiErrors.rejected();
}

/**
 * The identifier for the configured provider, or null when neither OPENAI_API_KEY nor OPENAI_BASE_URL is set.
 * Chat Completions with a strict json_schema works with OpenAI and OpenAI-compatible servers alike.
 */
export function createSpeciesIdentifier(config: Config['openai']): SpeciesIdentifier | null {
  if (!config.apiKey && !config.baseURL) return null;
  const client = new OpenAI({
    // Local OpenAI-compatible servers need no key, but the SDK wants one.
    apiKey: config.apiKey ?? 'no-key',
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 0, // retries are ours: once on timeouts and 5xx, never on 429
  });

  const ask = (jpeg: Uint8Array, context: string | null, signal: AbortSignal | undefined) =>
    client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: context ? `Identify the marine organism in this photo. ${context}` : 'Identify the marine organism in this photo.' },
            { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`, detail: 'high' } },
          ],
        },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'species_identification', strict: true, schema: SPECIES_ANSWER_SCHEMA },
      },
    }, { signal });

  return {
    async identify(jpeg, context = null, signal) {
      const started = performance.now();
      let completion: Awaited<ReturnType<typeof ask>>;
      try {
        completion = await ask(jpeg, context, signal).catch((error) => {
          if (!isTransient(error) || signal?.aborted) throw error;
          return ask(jpeg, context, signal);
        });
      } catch (error) {
        throw toHttpError(error);
      }
      const usage: ModelUsage = {
        model: completion.model || config.model,
        promptTokens: completion.usage?.prompt_tokens ?? null,
        completionTokens: completion.usage?.completion_tokens ?? null,
        latencyMs: Math.round(performance.now() - started),
      };
      const choice = completion.choices?.[0];
      let answer: SpeciesAnswer;
      try {
        if (choice?.message?.refusal) throw aiErrors.refused();
        answer = parseSpeciesAnswer(choice?.message?.content, choice?.finish_reason);
      } catch (error) {
        throw new UnusableAnswer(error instanceof HttpError ? error : aiErrors.malformed(), usage);
      }
      return { answer, ...usage, tokensUsed: completion.usage?.total_tokens ?? null };
    },
  };
}
