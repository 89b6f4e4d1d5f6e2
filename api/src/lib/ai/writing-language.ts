import type { Language } from '@rules/languages';

/** Each language as the model's English instructions name it. */
export const LANGUAGE_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  'zh-Hans': 'Simplified Chinese',
};

/**
 * What the instructions say of the answer's language. English keeps today's words; another language gets the prose
 * fields in it while every name stays as given: scientific names untranslated, common names in English, as the
 * record keeps them (each screen shows WoRMS's names in its own language, rules/taxon.ts commonName), and the IUCN
 * category in its English words, which the code reads.
 */
export function writingInstruction(language: Language): string {
  if (language === 'en') return 'Answer in English with the JSON schema given.';
  const name = LANGUAGE_IN_ENGLISH[language];
  return (
    `Answer in ${name} with the JSON schema given: write description, distribution, habitat, features and conservation ` +
    `in ${name}. Names stay as they are: scientificName, classification and every scientific name in Latin, ` +
    `untranslated; speciesName and every common name (name) in English; conservationStatus as the IUCN category's English name.`
  );
}

