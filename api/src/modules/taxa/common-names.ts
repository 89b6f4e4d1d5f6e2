import { NAME_LANGUAGES, type CommonNames, type NameLanguage } from '@rules/taxon';
import type { AphiaVernacular } from '../../lib/worms/wire';

/**
 * WoRMS's ISO 639-2 codes of the product's languages. WoRMS writes the terminology forms (deu, fra, zho); the
 * bibliographic ones (ger, fre, chi) name the same languages and are read alike. Names in any other language
 * (jpn, rus, nld…) are not kept: no page shows them.
 */
export const WORMS_LANGUAGES: ReadonlyMap<string, NameLanguage> = new Map([
  ['eng', 'en'],
  ['spa', 'es'],
  ['fra', 'fr'],
  ['fre', 'fr'],
  ['deu', 'de'],
  ['ger', 'de'],
  ['zho', 'zh-Hans'],
  ['chi', 'zh-Hans'],
]);

/**
 * Every common name WoRMS gives, by language: each language's in WoRMS's order (none is marked preferred, so the
 * first is the one shown), once each; the languages in NAME_LANGUAGES's order, so equal names store equal JSON.
 */
export function commonNamesOf(vernaculars: AphiaVernacular[]): CommonNames {
  const byLanguage = new Map<NameLanguage, Set<string>>();
  for (const { vernacular, language_code } of vernaculars) {
    const language = WORMS_LANGUAGES.get(language_code.trim().toLowerCase());
    const name = vernacular.trim();
    if (!language || !name) continue;
    if (!byLanguage.has(language)) byLanguage.set(language, new Set());
    byLanguage.get(language)!.add(name);
  }
  return Object.fromEntries(NAME_LANGUAGES.flatMap((language) => (byLanguage.has(language) ? [[language, [...byLanguage.get(language)!]]] : [])));
}

/** The names besides English, as the cache stores them (English stays in the taxon's vernacular names). */
export function otherLanguages(names: CommonNames): CommonNames {
  const { en: _english, ...others } = names;
  return others;
}

/** A cached taxon's names by language: its English names, then the other languages' as stored. */
export function withEnglish(english: string[], others: CommonNames): CommonNames {
  return { ...(english.length ? { en: english } : {}), ...otherLanguages(others) };
}
