import { classifierRanked } from './classifier';
import { openaiCompatible } from './openai-compatible';
import type { SpeciesIdentifier } from './provider';
import type { IdentifierConfig } from './settings';

export { UnusableAnswer, type Identification, type ModelUsage, type SpeciesIdentifier } from './provider';

const PROVIDERS: Record<IdentifierConfig['provider'], (config: IdentifierConfig) => SpeciesIdentifier> = {
  'openai-compatible': openaiCompatible,
  'classifier+openai': classifierRanked,
};

/** The identifier of the configured provider, or null when the model has neither OPENAI_API_KEY nor OPENAI_BASE_URL. */
export function createSpeciesIdentifier(config: IdentifierConfig): SpeciesIdentifier | null {
  if (!config.apiKey && !config.baseUrl) return null;
  return PROVIDERS[config.provider](config);
}
