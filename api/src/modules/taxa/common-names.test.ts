import { expect, test } from 'bun:test';
import type { AphiaVernacular } from '../../lib/worms/wire';
import { commonNamesOf } from './common-names';

const named = (language_code: string, ...names: string[]): AphiaVernacular[] => names.map((vernacular) => ({ vernacular, language_code }));

test("WoRMS's language codes map to the product's languages, the bibliographic forms ger, fre and chi too", () => {
  const names = commonNamesOf([
    ...named('eng', 'common octopus'),
    ...named('spa', 'pulpo'),
    ...named('fra', 'poulpe'),
    ...named('fre', 'pieuvre'),
    ...named('deu', 'Gemeiner Krake'),
    ...named('ger', 'Krake'),
    ...named('zho', '普通章鱼'),
    ...named('chi', '真蛸'),
  ]);
  expect(names).toEqual({ en: ['common octopus'], es: ['pulpo'], fr: ['poulpe', 'pieuvre'], de: ['Gemeiner Krake', 'Krake'], 'zh-Hans': ['普通章鱼', '真蛸'] });
  expect(Object.keys(names)).toEqual(['en', 'es', 'fr', 'de', 'zh-Hans']);
});

test("every name of a language is kept in WoRMS's order, once; other languages and blank names are not", () => {
  const names = commonNamesOf([
    ...named('jpn', 'マダコ'),
    ...named('spa', 'pulpo común', ' pulpo ', 'pulpo común'),
    ...named('rus', 'осьминог обыкновенный'),
    ...named('nld', 'gewone octopus'),
    ...named('SPA', 'pulpo de roca'),
    ...named('eng', '  '),
    ...named('constructor', 'nothing'),
  ]);
  expect(names).toEqual({ es: ['pulpo común', 'pulpo', 'pulpo de roca'] });
});

test('a species with English names only has English only', () => {
  expect(commonNamesOf(named('eng', 'gilded wedgeclam', "Turton's wedge clam"))).toEqual({ en: ['gilded wedgeclam', "Turton's wedge clam"] });
  expect(commonNamesOf([])).toEqual({});
});
