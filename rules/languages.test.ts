import { describe, expect, test } from 'bun:test';
import { bestLanguage, languageCookie, languageOfPath, languageOfRequest, pathIn, requestLanguage } from './languages';

describe('the language of a request', () => {
  test('Accept-Language: Chinese tags are zh-Hans, a region falls back to its language, traditional Chinese is not ours', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-hans-cn', 'zh_SG']) expect(bestLanguage(tag)).toBe('zh-Hans');
    expect(bestLanguage('de-AT')).toBe('de');
    expect(bestLanguage('zh-TW')).toBeUndefined();
    expect(bestLanguage('ja, ko')).toBeUndefined();
    expect(bestLanguage('')).toBeUndefined();
  });

  test('Accept-Language: q-values rank the languages, order breaks ties, q=0 refuses', () => {
    expect(bestLanguage('fr;q=0.4, de;q=0.9, en;q=0.5')).toBe('de');
    expect(bestLanguage('ja, es, fr')).toBe('es');
    expect(bestLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(bestLanguage('*;q=0.5, de-CH;q=0.8')).toBe('de');
  });

  test('the lang cookie, then the account, then Accept-Language, then English', () => {
    expect(requestLanguage({ cookie: 'fr', account: 'de', acceptLanguage: 'es' })).toBe('fr');
    expect(requestLanguage({ cookie: 'xx', account: 'de', acceptLanguage: 'es' })).toBe('de');
    expect(requestLanguage({ account: null, acceptLanguage: 'es-MX,en;q=0.5' })).toBe('es');
    expect(requestLanguage({ acceptLanguage: 'ja' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });

  test("a request's headers: its lang cookie, else its account's language, else its Accept-Language", () => {
    const headers = (cookie: string) => new Headers({ cookie, 'accept-language': 'de-AT,de;q=0.9' });
    expect(languageOfRequest(headers('lang=fr'), 'es')).toBe('fr');
    expect(languageOfRequest(headers('session=x'), 'es')).toBe('es');
    expect(languageOfRequest(headers('session=x'), null)).toBe('de');
    expect(languageOfRequest(new Headers())).toBe('en');
  });

  test('the lang cookie is read from a Cookie header, and only names one of our languages', () => {
    expect(languageCookie('session=abc; lang=zh-Hans; theme=dark')).toBe('zh-Hans');
    expect(languageCookie('lang=klingon')).toBeUndefined();
    expect(languageCookie(null)).toBeUndefined();
  });
});

describe('the language of an address', () => {
  test('English at today\'s addresses, the others under their prefix; Chinese under /zh/', () => {
    expect(languageOfPath('/dives')).toEqual({ language: 'en', route: '/dives' });
    expect(languageOfPath('/de/')).toEqual({ language: 'de', route: '/' });
    expect(languageOfPath('/zh/species/octopus-vulgaris')).toEqual({ language: 'zh-Hans', route: '/species/octopus-vulgaris' });
    expect(languageOfPath('/design')).toEqual({ language: 'en', route: '/design' });
    expect(pathIn('de', '/')).toBe('/de/');
    expect(pathIn('zh-Hans', '/dives')).toBe('/zh/dives');
    expect(pathIn('en', '/dives')).toBe('/dives');
  });
});
