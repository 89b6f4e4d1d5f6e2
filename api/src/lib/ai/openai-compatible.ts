import OpenAI from 'openai';
import { HttpError } from '../errors';
import { log } from '../../operations/logs';
import { SPECIES_ANSWER_SCHEMA, type SpeciesAnswer } from './answer';
import { aiErrors } from './messages';
import { UnusableAnswer, type ModelUsage, type SpeciesIdentifier } from './provider';
import { bestPhotoIndexOf, parseSpeciesAnswer } from './parse';
import type { IdentifierConfig } from './settings';
import { writingInstruction } from './writing-language';
import type { Language } from '@rules/languages';

/** The model's instructions, in English whatever the language the answer is written in. */
export const instructions = (language: Language) => `You identify marine organisms from photos for divers and naturalists.
${writingInstruction(language)} Give the most specific identification you are sure of:
when the species cannot be told from the photo, name the genus or family instead (speciesName and scientificName
at that rank) rather than guessing a species. List up to 3 candidates, most likely first, each with the rank it
reaches and a confidence between 0 and 1. conservationStatus is the IUCN Red List category of the identified taxon
(use "Not Evaluated" when it has none). Fill every text field; when the photo shows no marine organism, say so in
speciesName and description.
Several photos in one request show the same animal, seen in one sighting: identify it from all of them together, and
set bestPhotoIndex to the 0-based number of the photo that shows the deciding features best (0 for a single photo).`;

/** The question: one photo keeps today's words; several are said to be one animal. */
export function question(photoCount: number, context: string | null): string {
  const asked =
    photoCount === 1
      ? 'Identify the marine organism in this photo.'
      : `These ${photoCount} photos show the same animal, in one sighting. Identify the marine organism they show.`;
  return context ? `${asked} ${context}` : asked;
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
  log.error('AI service rejected the identification request', error);
  return aiErrors.rejected();
}

/**
 * A vision model behind Chat Completions with a strict json_schema, which works with OpenAI and OpenAI-compatible
 * servers alike (OPENAI_API_KEY, or OPENAI_BASE_URL for a server such as Ollama, vLLM or LM Studio).
 */
export function openaiCompatible(config: IdentifierConfig): SpeciesIdentifier {
  const client = new OpenAI({
    // Local OpenAI-compatible servers need no key, but the SDK wants one.
    apiKey: config.apiKey ?? 'no-key',
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: 0, // retries are ours: once on timeouts and 5xx, never on 429
  });

  // One user message: the question, then every photo as its own image part, as Chat Completions takes several images.
  const ask = (photos: readonly Uint8Array[], context: string | null, signal: AbortSignal | undefined, language: Language) =>
    client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: instructions(language) },
        {
          role: 'user',
          content: [
            { type: 'text', text: question(photos.length, context) },
            ...photos.map((jpeg) => ({
              type: 'image_url' as const,
              image_url: { url: `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`, detail: 'high' as const },
            })),
          ],
        },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'species_identification', strict: true, schema: SPECIES_ANSWER_SCHEMA },
      },
    }, { signal });

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
      const bestPhotoIndex = bestPhotoIndexOf(choice?.message?.content, photos.length);
      return { answer, bestPhotoIndex, ...usage, tokensUsed: completion.usage?.total_tokens ?? null };
    },
  };
}
