import OpenAI from 'openai';
import { HttpError } from '../errors';
import { log } from '../../operations/logs';
import { identificationRequest, readCompletion } from './chat-request';
import { aiErrors } from './messages';
import type { SpeciesIdentifier } from './provider';
import type { IdentifierConfig } from './settings';
import type { Language } from '@rules/languages';

/** A provider failure worth one more try: a timeout, a dropped connection or a 5xx. */
function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true; // includes APIConnectionTimeoutError
  return error instanceof OpenAI.APIError && typeof error.status === 'number' && error.status >= 500;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return aiErrors.cancelled();
  if (error instanceof OpenAI.APIConnectionTimeoutError) return aiErrors.timedOut();
  if (error instanceof OpenAI.RateLimitError) return aiErrors.overQuota();
  if (error instanceof OpenAI.APIError && (error.code === 'insufficient_quota' || error.status === 402)) return aiErrors.overQuota();
  if (isTransient(error)) return aiErrors.unavailable();
  // 400/401/404...: the operator's configuration or the provider refused; details go to the log, not to users.
  log.error('AI service rejected the identification request', error);
  return aiErrors.rejected();
}

/** The SDK's client for the configured server, shared by the single call and the batch path (batch.ts). */
export const openaiClient = (config: IdentifierConfig) =>
  new OpenAI({
    // Local OpenAI-compatible servers need no key, but the SDK wants one.
    apiKey: config.apiKey ?? 'no-key',
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: 0, // retries are ours: once on timeouts and 5xx, never on 429
  });

/**
 * A vision model behind Chat Completions with a strict json_schema, which works with OpenAI and OpenAI-compatible
 * servers alike (OPENAI_API_KEY, or OPENAI_BASE_URL for a server such as Ollama, vLLM or LM Studio).
 */
export function openaiCompatible(config: IdentifierConfig): SpeciesIdentifier {
  const client = openaiClient(config);

  const ask = (photos: readonly Uint8Array[], context: string | null, signal: AbortSignal | undefined, language: Language) =>
    client.chat.completions.create(identificationRequest(config.model, { photos, context, language }), { signal });

  return {
    async identify(photos, context = null, signal, language = 'en') {
      const started = performance.now();
      let completion: Awaited<ReturnType<typeof ask>>;
      try {
        completion = await ask(photos, context, signal, language).catch((error) => {
          if (!isTransient(error) || signal?.aborted) throw error;
          return ask(photos, context, signal, language);
        });
      } catch (error) {
        throw toHttpError(error);
      }
      return readCompletion(completion, photos.length, config.model, Math.round(performance.now() - started));
    },
  };
}
