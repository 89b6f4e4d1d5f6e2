import { describe, expect, test } from 'bun:test';
import { ERROR_CODES, type ErrorCode } from '@rules/error-codes';
import { LANGUAGES } from '@rules/languages';
import { readCatalogues } from '../../../scripts/message-catalogues';
import { ORIGIN, testApp } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { accounts } from '../modules/accounts';
import { LIMIT_MESSAGE } from '../lib/paging';
import { FILE_TOO_LARGE } from '../lib/images/limits';
import { ERROR_FIGURES } from '../lib/error-messages';
import { errorMessageIn } from './answer-language';

const catalogues = readCatalogues();
const keyOf = (code: string) => `error_${code.replaceAll('.', '_')}`;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];

describe('error messages in every language', () => {
  test('every error code has its message in all five languages, each its own words', () => {
    const faults = Object.keys(ERROR_CODES).flatMap((code) =>
      LANGUAGES.flatMap((language) => {
        const text = catalogues[language][keyOf(code)];
        if (!text) return [`${code}: no ${keyOf(code)} in ${language}`];
        return language !== 'en' && text === catalogues.en[keyOf(code)] ? [`${code}: English words in ${language}`] : [];
      }),
    );
    expect(faults).toEqual([]);
  });

  test("a code's figures are named as its English message's placeholders, in their order", () => {
    const named = Object.keys(ERROR_CODES).map((code): [string, string[]] => [code, placeholders(catalogues.en[keyOf(code)] ?? '')]);
    expect(named.filter(([, names]) => names.length)).toEqual(Object.entries(ERROR_FIGURES).map(([code, names]) => [code, [...names!]]));
  });

  test('a translation says the figures the English answer gave, in the language’s digits', () => {
    expect(errorMessageIn('fr', 'request.bad_limit', LIMIT_MESSAGE)).toBe('limit doit être un nombre entier de 1 à 200');
    expect(errorMessageIn('de', 'upload.too_large', `Photo 2 of 3: ${FILE_TOO_LARGE}`)).toBe('Foto 2 von 3: Datei zu groß: Bitte lade ein Bild unter 10 MB hoch.');
    expect(errorMessageIn('en', 'upload.too_large', `Photo 2 of 3: ${FILE_TOO_LARGE}`)).toBe(`Photo 2 of 3: ${FILE_TOO_LARGE}`);
  });
});

describe('error answers in the request language', () => {
  const body = async (answer: Response) => [answer.status, (await answer.json()) as { code: ErrorCode; message: string }] as const;

  test('Accept-Language, the lang cookie and the account choose the message; the code and status stay', async () => {
    const app = await testApp();
    const handle = createRequestHandler(app.app, app.ctx.config, { accountLanguage: accounts.accountLanguage(app.ctx) });
    const login = (headers: Record<string, string>) =>
      handle(
        new Request(`${ORIGIN}/api/login`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
        }),
      );
    expect(await body(await login({}))).toEqual([401, { code: 'auth.invalid_credentials', message: 'Invalid username or password' }]);
    expect(await body(await login({ 'accept-language': 'de-AT, en;q=0.5' }))).toEqual([401, { code: 'auth.invalid_credentials', message: 'Benutzername oder Passwort ist falsch' }]);
    expect(await body(await login({ 'accept-language': 'de', cookie: 'lang=fr' }))).toEqual([401, { code: 'auth.invalid_credentials', message: 'Nom d’utilisateur ou mot de passe incorrect' }]);

    const diver = await app.signUp('taucher');
    expect((await diver.post('/api/profile', { locale: 'de' })).status).toBe(200);
    const missing = await handle(new Request(`${ORIGIN}/api/identifications/999`, { headers: { cookie: diver.cookieHeader(), 'accept-language': 'en' } }));
    expect(await body(missing)).toEqual([404, { code: 'identifications.not_found', message: 'Bestimmung nicht gefunden' }]);
  });

  test('answers written before the API reads a request speak the language too: a body over its bound, read-only', async () => {
    const send = (handle: ReturnType<typeof createRequestHandler>, path: string) =>
      handle(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-length': '1000000000', 'accept-language': 'zh-CN' }, body: 'x' }));
    const app = await testApp();
    const tooLarge = await send(createRequestHandler(app.app, app.ctx.config), '/api/identify');
    expect(await body(tooLarge)).toEqual([413, { code: 'upload.sighting_too_large', message: '一次目击的照片总大小不能超过 50 MB。' }]);
    const readOnly = await testApp({ readOnly: true });
    const refused = await send(createRequestHandler(readOnly.app, readOnly.ctx.config), '/api/logout');
    expect(await body(refused)).toEqual([503, { code: 'server.read_only', message: 'ReefID 正在维护，几分钟内只能查看。没有任何更改，请稍后再试。' }]);
  });
});
