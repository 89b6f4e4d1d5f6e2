import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Language } from '../../../rules/languages';

type Catalogue = Record<string, string>;
const catalogue = (language: Language): Catalogue => JSON.parse(readFileSync(join(import.meta.dirname, '../../../messages', `${language}.json`), 'utf8'));

/** Words only an English sentence is made of: two of them, and none of the page language's, make a line English. */
const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'to', 'is', 'are', 'with', 'your', 'you', 'this', 'for', 'from', 'on', 'by', 'or', 'at', 'it', 'its', 'be', 'not', 'no', 'has', 'have', 'was', 'will', 'can', 'yet']);

/** Lines are compared in lower case: CSS may show a heading in capitals ("RANKED CANDIDATES"), its text in others. */
const folded = (text: string) => text.trim().toLowerCase();

/**
 * The English messages a page in `language` must not show, of any length ("Filter", "Area"): those its language
 * says otherwise, and that are not also one of its own messages (German's "Filter" is English's too).
 */
export function englishMessages(language: Exclude<Language, 'en'>): Set<string> {
  const { $schema: _, ...english } = catalogue('en');
  const translated = catalogue(language);
  const own = new Set(Object.entries(translated).filter(([key]) => key !== '$schema').map(([, text]) => folded(text)));
  return new Set(
    Object.entries(english)
      .filter(([key, text]) => translated[key] !== undefined && folded(translated[key]) !== folded(text))
      .map(([, text]) => folded(text))
      .filter((text) => text && !own.has(text)),
  );
}

/**
 * The English left on a page in another language: every line of its shown text (text in an element that says it is
 * English, lang="en", such as the language switcher's "English", is left out) that is an English message of the
 * catalogues where the page's language says something else (englishMessages, in any case), or reads as an English
 * sentence by its small words. Names of species (scientific ones, and English common names where the language has none) are neither.
 */
export async function englishLeft(page: Page, language: Exclude<Language, 'en'>): Promise<string[]> {
  const messages = englishMessages(language);
  const lines = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) continue;
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (!element.checkVisibility()) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    // What is read out but not shown as text: labels and placeholders.
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) found.push(text);
      }
    }
    return found;
  });
  return [...new Set(lines)].filter((line) => {
    if (messages.has(folded(line))) return true;
    const words: string[] = line.toLowerCase().match(/[a-z']+/g) ?? [];
    return words.filter((word) => ENGLISH_WORDS.has(word)).length >= 2 && !localWords(language).some((word) => words.includes(word));
  });
}

const LOCAL_WORDS: Record<Exclude<Language, 'en'>, string[]> = {
  de: ['der', 'die', 'das', 'und', 'ist', 'mit', 'ein', 'eine', 'den', 'dem', 'von', 'zu', 'auf', 'nicht', 'oder', 'sie', 'ihre', 'dein', 'deine'],
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'y', 'en', 'con', 'su', 'es', 'un', 'una', 'por', 'para', 'que', 'tu'],
  fr: ['le', 'la', 'les', 'des', 'du', 'et', 'en', 'un', 'une', 'est', 'avec', 'dans', 'sur', 'pour', 'vous', 'votre'],
  'zh-Hans': [],
};
const localWords = (language: Exclude<Language, 'en'>) => LOCAL_WORDS[language];
