import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { optionalHttpUrl, text, whole } from '../settings';

/** The species identifier: an OpenAI-compatible vision model, with a classifier's candidates when CLASSIFIER_URL is set. */
export const identifierSettings = t.Object({
  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: optionalHttpUrl(),
  OPENAI_MODEL: text('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: whole(60_000, 1_000, 600_000),
  CLASSIFIER_URL: optionalHttpUrl(),
  CLASSIFIER_TIMEOUT_MS: whole(10_000, 100, 600_000),
});

export interface IdentifierConfig {
  provider: 'openai-compatible' | 'classifier+openai';
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  /** Asked before the model (classifier.ts); its failures leave the model to answer alone. */
  classifier?: { url: string; timeoutMs: number };
}

export function identifierConfig(env: StaticDecode<typeof identifierSettings>): IdentifierConfig {
  const model = { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL?.toString(), model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS };
  if (!env.CLASSIFIER_URL) return { provider: 'openai-compatible', ...model };
  return { provider: 'classifier+openai', ...model, classifier: { url: env.CLASSIFIER_URL.toString(), timeoutMs: env.CLASSIFIER_TIMEOUT_MS } };
}
