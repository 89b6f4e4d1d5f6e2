import type { Language } from '@rules/languages';
import type { SpeciesAnswer } from '../lib/ai/answer';

/** The fields a model is asked to write in the diver's language; names stay as given and are not looked at. */
export const WRITTEN_FIELDS = ['description', 'distribution', 'habitat', 'features', 'conservation'] as const satisfies ReadonlyArray<keyof SpeciesAnswer>;

/**
 * The commonest short words of each Latin-script language: articles, prepositions and conjunctions, which any
 * sentence about an animal uses and no scientific name holds. Words shared by two languages count for both.
 */
const STOP_WORDS: Record<Exclude<Language, 'zh-Hans'>, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'of', 'to', 'in', 'is', 'with', 'its', 'a', 'an', 'on', 'from', 'for', 'it', 'are', 'by', 'as', 'or', 'at', 'which']),
  es: new Set(['el', 'la', 'los', 'las', 'de', 'del', 'y', 'en', 'con', 'su', 'sus', 'es', 'un', 'una', 'por', 'para', 'que', 'se', 'al', 'lo']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'mit', 'ein', 'eine', 'im', 'den', 'dem', 'des', 'von', 'zu', 'auf', 'sich', 'bis', 'nicht', 'bei', 'oder']),
  fr: new Set(['le', 'la', 'les', 'des', 'du', 'et', 'en', 'un', 'une', 'est', 'avec', 'dans', 'sur', 'au', 'aux', 'par', 'pour', 'se', 'qui', 'son']),
};

/** Chinese is told by its script: Han characters make up most of the letters of a Chinese text. */
const HAN_SHARE = 0.3;
/** A Latin-script text is told only when its language's short words appear at least this often, more than any other's. */
const MIN_HITS = 3;

/**
 * The language a text is written in, or null when it cannot be told: Chinese by its Han characters (simplified or
 * traditional alike), the others by their commonest short words. Enough for an answer's few sentences.
 */
export function languageOfText(text: string): Language | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (letters && han / letters >= HAN_SHARE) return 'zh-Hans';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = (Object.keys(STOP_WORDS) as Array<keyof typeof STOP_WORDS>)
    .map((language) => ({ language, count: words.filter((word) => STOP_WORDS[language].has(word)).length }))
    .sort((a, b) => b.count - a.count);
  const [best, next] = hits;
  return best && best.count >= MIN_HITS && best.count > (next?.count ?? 0) ? best.language : null;
}

/** The language an answer's written fields are in, all of them read as one text. */
export const languageOfAnswer = (answer: SpeciesAnswer): Language | null => languageOfText(WRITTEN_FIELDS.map((field) => answer[field]).join('\n'));
