import { pathIn, type Language } from '@rules/languages';

/**
 * The catalogue's page templates: Astro builds each catalogue document once with these markers in place
 * of its head and body. Astro's own pages and the server's one-page renders fill the same documents, so
 * a page published between two builds is byte for byte the page the next build writes.
 */
export const HEAD_MARKER = '<!--catalogue:head-->';
export const BODY_MARKER = '<!--catalogue:body-->';
/** Where the home page's "Recently identified" strip goes. */
export const RECENT_MARKER = '<!--catalogue:recent-->';
/**
 * The origin the home page's template gives its absolute addresses (its other languages' links): the server puts its
 * own there, so that the template is the same whatever PUBLIC_URL the build was given, and builds stay comparable.
 */
export const ORIGIN_MARKER = 'https://origin.reefid.invalid';

/** Where the built templates sit in the site folder (never served: the server refuses this prefix). */
export const TEMPLATE_PREFIX = '/catalogue-templates/';
export const TEMPLATE_FILES = {
  species: 'catalogue-templates/species/index.html',
  discover: 'catalogue-templates/discover/index.html',
  speciesNotFound: 'catalogue-templates/species-not-found/index.html',
  home: 'catalogue-templates/home/index.html',
} as const;

/**
 * A template in a language: Astro builds every page in each language under its prefix (astro.config.mjs's i18n), the
 * templates too, each with its `<html lang>`, app bar and frame in that language ('de/catalogue-templates/…').
 */
export const templateFile = (kind: keyof typeof TEMPLATE_FILES, language: Language) => `${pathIn(language, '/').slice(1)}${TEMPLATE_FILES[kind]}`;

export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(BODY_MARKER)) {
    throw new Error('The catalogue template has lost its head or body marker');
  }
  return template.replace(HEAD_MARKER, () => head).replace(BODY_MARKER, () => body);
}

export function fillHomeTemplate(template: string, recent: string, origin: string): string {
  if (!template.includes(RECENT_MARKER)) throw new Error('The home page template has lost its recently-identified marker');
  return template.replace(RECENT_MARKER, () => recent).replaceAll(ORIGIN_MARKER, () => origin);
}
