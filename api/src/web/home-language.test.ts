import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeInReadersLanguage, serveSite } from './site';

const home = (headers: Record<string, string>, path = '/', method = 'GET') => homeInReadersLanguage(new Request(`https://reefid.example${path}`, { method, headers }), new URL(`https://reefid.example${path}`).pathname);

describe("GET / in the reader's language", () => {
  test("a browser preferring German, Spanish, French or Chinese is sent to that language's home page (302)", () => {
    for (const [acceptLanguage, location] of [['de-AT,de;q=0.9,en;q=0.5', '/de/'], ['es', '/es/'], ['fr-CA', '/fr/'], ['zh-CN,zh;q=0.9', '/zh/'], ['ja, de;q=0.3', '/de/']]) {
      const answer = home({ 'accept-language': acceptLanguage! });
      expect([acceptLanguage, answer?.status, answer?.headers.get('location')]).toEqual([acceptLanguage, 302, location]);
    }
    expect(home({ 'accept-language': 'de' }, '/?ref=mail')?.headers.get('location')).toBe('/de/?ref=mail');
    expect(home({ 'accept-language': 'de' })?.headers.get('vary')).toContain('Accept-Language');
  });

  test('English, no match, a language already chosen (the lang cookie), or any other page: no redirect', () => {
    expect(home({ 'accept-language': 'en-GB,de;q=0.8' })).toBeNull();
    expect(home({ 'accept-language': 'ja' })).toBeNull();
    expect(home({})).toBeNull();
    expect(home({ 'accept-language': 'de', cookie: 'lang=en' })).toBeNull();
    expect(home({ 'accept-language': 'de', cookie: 'lang=fr' })).toBeNull();
    expect(home({ 'accept-language': 'de' }, '/about')).toBeNull();
    expect(home({ 'accept-language': 'de' }, '/', 'POST')).toBeNull();
  });
});

describe('the site in other languages', () => {
  test("the catalogue's page templates are not pages, under a language's folder either", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reefid-site-'));
    for (const folder of ['de/about', 'de/catalogue-templates/home', 'catalogue-templates/home']) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'index.html'), '<html></html>');
    }
    expect((await serveSite(dir, '/de/about/')).status).toBe(200);
    expect((await serveSite(dir, '/de/catalogue-templates/home/')).status).toBe(404);
    expect((await serveSite(dir, '/catalogue-templates/home/')).status).toBe(404);
    rmSync(dir, { recursive: true });
  });
});
