import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED, compiledMessages } from './compile-messages';
import { catalogueFaults, readCatalogues, readCode, type Catalogue } from './message-catalogues';
import type { Language } from '../rules/languages';

const same = (catalogue: Catalogue): Record<Language, Catalogue> => ({ en: catalogue, es: catalogue, de: catalogue, fr: catalogue, 'zh-Hans': catalogue });

describe('the message catalogues', () => {
  test('every language has every key, each with the same placeholders, and the code uses every key', () => {
    expect(catalogueFaults(readCatalogues(), readCode())).toEqual([]);
  });

  test('a key missing in a language, a key the code does not use, and a placeholder that differs are each a fault', () => {
    const code = ['nav_home({}, options); footer_rights({ year, product })'];
    const english = { nav_home: 'Home', footer_rights: '© {year} {product}.' };
    expect(catalogueFaults(same(english), code)).toEqual([]);
    const { nav_home: _, ...withoutHome } = english;
    expect(catalogueFaults({ ...same(english), de: withoutHome }, code)).toEqual(['nav_home: missing in de']);
    expect(catalogueFaults(same({ ...english, nav_away: 'Away' }), code)).toEqual(['nav_away: used nowhere']);
    expect(catalogueFaults({ ...same(english), fr: { ...english, footer_rights: '© {annee} {product}.' } }, code)).toEqual([
      'footer_rights: placeholders {annee, product} in fr, {product, year} in en',
    ]);
  });

  test('the compiled messages are those of the catalogues (npm run messages)', async () => {
    const compiled = await compiledMessages();
    const stale = Object.entries(compiled).filter(([path, text]) => readFileSync(join(COMPILED, path), 'utf8') !== text);
    expect(stale.map(([path]) => path)).toEqual([]);
  }, 120_000);
});
