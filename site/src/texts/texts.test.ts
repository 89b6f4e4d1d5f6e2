import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@rules/languages';

const TEXTS = ['about', 'privacy', 'terms'];
const file = (text: string, language: string) => join(import.meta.dirname, text, `${language}.astro`);
const page = (text: string) => readFileSync(join(import.meta.dirname, '../pages', `${text}.astro`), 'utf8');
const markup = (text: string, language: string) => readFileSync(file(text, language), 'utf8').split('---').slice(2).join('---');

/** The text's outline: how many headings of each level, in order of level. */
const headings = (source: string) => [1, 2, 3].map((level) => source.match(new RegExp(`<h${level}[ >]`, 'g'))?.length ?? 0);
/** The figures a translation must keep: the product's constants it shows, and every number written out. */
const figures = (source: string) => [
  ...(source.match(/\{(?:PRODUCT_NAME|FREE_IDENTIFICATIONS|CONTACT_EMAIL|contact)\}/g) ?? []),
  ...(source.replace(/<[^>]*>/g, ' ').match(/\d+/g) ?? []),
].sort();

for (const text of TEXTS) {
  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    test(`${text} in ${language}: written, with the English text's headings and figures`, () => {
      expect(existsSync(file(text, language))).toBe(true);
      expect(page(text)).toContain(`'../texts/${text}/${language}.astro'`);
      expect(headings(markup(text, language))).toEqual(headings(markup(text, 'en')));
      expect(figures(markup(text, language))).toEqual(figures(markup(text, 'en')));
    });
  }
}
