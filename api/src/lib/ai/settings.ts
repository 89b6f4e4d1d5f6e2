import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { optionalHttpUrl, text, whole } from '../settings';

/** The species identifier: an OpenAI-compatible vision model. */
export const identifierSettings = t.Object({
  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: optionalHttpUrl(),
  OPENAI_MODEL: text('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: whole(60_000, 1_000, 600_000),
});

export interface IdentifierConfig {
  provider: 'openai-compatible';
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

export function identifierConfig(env: StaticDecode<typeof identifierSettings>): IdentifierConfig {
  return { provider: 'openai-compatible', apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL?.toString(), model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS };
}
