import { isLanguage, languageOfPath, type Language } from '@rules/languages';

/**
 * A page's language: Astro's locale for the address it is rendered at ('/de/history' is the English page rendered
 * there, astro.config.mjs's i18n), else its address's, as layouts/Layout.astro reads it.
 */
export function pageLanguage(astro: { currentLocale?: string | undefined; url: URL }): Language {
  return isLanguage(astro.currentLocale) ? astro.currentLocale : languageOfPath(astro.url.pathname).language;
}
