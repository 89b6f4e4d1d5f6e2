import { describe, expect, test } from 'bun:test';
import { LANGUAGES, pathIn, type Language } from '@rules/languages';
import type { SpeciesPage } from '../model/catalogue';
import { turtlePhoto } from '../components/species/test-fixtures';
import { renderSpeciesPage } from './render-species';
import { BODY_MARKER, HEAD_MARKER } from './templates';

/** The app bar's switcher as Astro writes it into every species template: each link names the template's route. */
const switcher = (language: Language) =>
  LANGUAGES.map((each) => `<a href="${pathIn(each, '/species/')}" hreflang="${each}" lang="${each}" data-language="${each}"${each === language ? ' aria-current="true"' : ''} data-astro-cid-x>`).join('');
const template = (language: Language) =>
  `<!doctype html><html lang="${language}"><head>${HEAD_MARKER}</head><body><details data-language-switcher>${switcher(language)}</details><main>${BODY_MARKER}</main></body></html>`;

const featured = { ...turtlePhoto, slug: 'chelonia-mydas' };
const page: SpeciesPage = { slug: 'chelonia-mydas', taxon: null, featured, photos: [featured] };
const switcherLinks = (html: string) => [...html.matchAll(/<a href="([^"]*)" hreflang="([^"]*)" lang=/g)].map(([, href, hreflang]) => `${hreflang} ${href}`);

describe("a species page's language switcher", () => {
  test("each language's link is this page's address in it, in the page's bytes: no script needed", () => {
    expect(switcherLinks(renderSpeciesPage(template('de'), page, 'https://reefid.example', 'de'))).toEqual([
      'en /species/chelonia-mydas',
      'es /es/species/chelonia-mydas',
      'de /de/species/chelonia-mydas',
      'fr /fr/species/chelonia-mydas',
      'zh-Hans /zh/species/chelonia-mydas',
    ]);
    expect(renderSpeciesPage(template('en'), page, 'https://reefid.example')).toContain('<a href="/de/species/chelonia-mydas" hreflang="de" lang="de" data-language="de" data-astro-cid-x>');
  });
});
