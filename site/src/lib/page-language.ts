import { isLanguage, languageOfPath, type Language } from '@rules/languages';

/**
 * A page's language, as the layout reads it: Astro's current locale ('/de/dives' is the English page rendered for
 * German), else the language of its address.
 */
export function pageLanguage(astro: { currentLocale?: string | undefined; url: URL }): Language {
  return isLanguage(astro.currentLocale) ? astro.currentLocale : languageOfPath(astro.url.pathname).language;
}
