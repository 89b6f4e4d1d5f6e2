import { expect, test } from 'bun:test';
import { errorMessageIn } from '../../web/answer-language';
import { TOO_MANY_DIVES_IN_LOG, TOO_MANY_IMPORTS, tooManyDivesInAccount } from './limits';

test('the dive-import limits, said in another language, keep the figures of their English words', () => {
  expect(errorMessageIn('de', 'dives.too_many_in_account', tooManyDivesInAccount(19_999, 5))).toBe(
    'Ein Konto fasst höchstens 20.000 Tauchgänge: Deines hat 19.999, und dieses Logbuch würde 5 weitere hinzufügen.',
  );
  expect(errorMessageIn('es', 'dives.too_many_in_log', TOO_MANY_DIVES_IN_LOG)).toBe(
    'Este registro tiene más de 10.000 inmersiones. Impórtalo en partes de 10.000 inmersiones como máximo.',
  );
  expect(errorMessageIn('zh-Hans', 'dives.too_many_imports', TOO_MANY_IMPORTS)).toBe('每小时最多可导入 2,000 个潜水日志文件或 750 MB，请稍后再试。');
});
