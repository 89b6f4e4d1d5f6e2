import { describe, expect, test } from 'bun:test';
import { ERROR_CODES, isRuleCode } from '@rules/error-codes';
import { ORIGIN, testApp } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { ERROR_FIGURES, ruleMessage } from '../lib/error-messages';
import { errorMessageIn, ruleOfWords } from './answer-language';

const RULE_CODES = Object.keys(ERROR_CODES).filter(isRuleCode);

describe("a form rule's failure in the request's language", () => {
  test("each rule's English words name that rule and no other, whatever its figures", () => {
    const read = RULE_CODES.map((code) => {
      const values = Object.fromEntries((ERROR_FIGURES[code] ?? []).map((name) => [name, 12]));
      return [code, ruleOfWords(ruleMessage({ code, values }))];
    });
    expect(read.filter(([code, named]) => code !== named)).toEqual([]);
  });

  test("another language says the rule's own message with its figures, under the route's code", () => {
    expect(errorMessageIn('de', 'account.registration_invalid', 'Password must be at least 6 characters')).toBe('Das Passwort muss mindestens 6 Zeichen lang sein');
    expect(errorMessageIn('fr', 'position.invalid', 'Please give both latitude and longitude, or neither')).toBe('Veuillez indiquer la latitude et la longitude, ou aucune des deux');
    expect(errorMessageIn('de', 'settings.invalid', 'Total slots must be at most 10000000')).toBe('Die Gesamtzahl der Plätze darf höchstens 10.000.000 sein');
    expect(errorMessageIn('en', 'account.registration_invalid', 'Password must be at least 6 characters')).toBe('Password must be at least 6 characters');
    expect(errorMessageIn('de', 'depth.invalid', 'depthMeters must be a number of metres from 0 to 11,000')).toBe('depthMeters muss eine Zahl von Metern zwischen 0 und 11.000 sein');
  });

  test('POST /api/register: the code and status stay, the message is the rule’s in the request’s language', async () => {
    const app = await testApp();
    const handle = createRequestHandler(app.app, app.ctx.config, {});
    const register = async (headers: Record<string, string>) => {
      const answer = await handle(
        new Request(`${ORIGIN}/api/register`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ username: 'ab', password: 'secret-pass', email: 'ab@example.org' }),
        }),
      );
      return [answer.status, await answer.json()];
    };
    expect(await register({})).toEqual([400, { code: 'account.registration_invalid', message: 'Username must be at least 3 characters' }]);
    expect(await register({ 'accept-language': 'zh-CN' })).toEqual([400, { code: 'account.registration_invalid', message: '用户名至少需要 3 个字符' }]);
    expect(await register({ cookie: 'lang=es' })).toEqual([400, { code: 'account.registration_invalid', message: 'El nombre de usuario debe tener al menos 3 caracteres' }]);
  });
});
