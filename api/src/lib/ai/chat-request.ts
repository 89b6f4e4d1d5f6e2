import type OpenAI from 'openai';
import type { Language } from '@rules/languages';
import { HttpError } from '../errors';
import { SPECIES_ANSWER_SCHEMA, type SpeciesAnswer } from './answer';
import { aiErrors } from './messages';
import { UnusableAnswer, type Identification, type ModelUsage } from './provider';
import { bestPhotoIndexOf, parseSpeciesAnswer } from './parse';
import { writingInstruction } from './writing-language';

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

/** What a sighting asks the model: the question and every photo, in one call or in one line of a batch. */
export interface SightingQuestion {
  /** JPEG copies, in upload order. */
  photos: readonly Uint8Array[];
  /** Where and when the photos were taken, in words (photo-context.ts), when known. */
  context: string | null;
  /** The language the texts of the answer are written in. */
  language: Language;
}

/**
 * The one request a sighting sends, whether alone or as a batch line: one user message with the question, then every
 * photo as its own image part, answered under the strict json_schema.
 */
export function identificationRequest(model: string, sighting: SightingQuestion): OpenAI.ChatCompletionCreateParamsNonStreaming {
  return {
    model,
    messages: [
      { role: 'system', content: instructions(sighting.language) },
      {
        role: 'user',
        content: [
          { type: 'text', text: question(sighting.photos.length, sighting.context) },
          ...sighting.photos.map((jpeg) => ({
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
  };
}

/** The answer of a completion, or the UnusableAnswer it is (refused, cut short, malformed) with its usage kept. */
export function readCompletion(completion: OpenAI.ChatCompletion, photoCount: number, askedModel: string, latencyMs: number): Identification {
  const usage: ModelUsage = {
    model: completion.model || askedModel,
    promptTokens: completion.usage?.prompt_tokens ?? null,
    completionTokens: completion.usage?.completion_tokens ?? null,
    latencyMs,
  };
  const choice = completion.choices?.[0];
  let answer: SpeciesAnswer;
  try {
    if (choice?.message?.refusal) throw aiErrors.refused();
    answer = parseSpeciesAnswer(choice?.message?.content, choice?.finish_reason);
  } catch (error) {
    throw new UnusableAnswer(error instanceof HttpError ? error : aiErrors.malformed(), usage);
  }
  const bestPhotoIndex = bestPhotoIndexOf(choice?.message?.content, photoCount);
  return { answer, bestPhotoIndex, ...usage, tokensUsed: completion.usage?.total_tokens ?? null };
}
