/**
 * The product's languages, and which one a request or a page is in: one rule for the API and the site.
 * English keeps today's addresses; every other language lives under its own prefix (/es/, /de/, /fr/, /zh/).
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie that remembers a reader's choice of language. */
export const LANGUAGE_COOKIE = 'lang';

/** The address prefix of each language ('' for English, at today's addresses). */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', es: '/es', de: '/de', fr: '/fr', 'zh-Hans': '/zh' };

/** Each language's name in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'zh-Hans': '简体中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a tag names, or undefined: `zh`, `zh-CN`, `zh-Hans-CN` are zh-Hans; `de-AT` is German. */
export function languageOfTag(tag: string): Language | undefined {
  const [primary = '', ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'zh') {
    // Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is not zh-Hans; a bare zh, zh-CN or zh-SG is.
    return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? undefined : 'zh-Hans';
  }
  return LANGUAGES.find((language) => language === primary);
}

/** The best of our languages for an Accept-Language header, by its q-values (0 refuses); undefined if none fits. */
export function bestLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language of a request: the reader's `lang` cookie; else the signed-in account's; else the best match of
 * Accept-Language; else English.
 */
export function requestLanguage(choice: { cookie?: string | null; account?: string | null; acceptLanguage?: string | null }): Language {
  if (isLanguage(choice.cookie)) return choice.cookie;
  if (isLanguage(choice.account)) return choice.account;
  return bestLanguage(choice.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language of a request by its headers (the `lang` cookie, Accept-Language) and its signed-in account's. */
export function languageOfRequest(headers: Headers, account?: string | null): Language {
  return requestLanguage({ cookie: languageCookie(headers.get('cookie')), account, acceptLanguage: headers.get('accept-language') });
}

/** The language of a page's address, and its route without the language prefix ('/de/dives' is German '/dives'). */
export function languageOfPath(pathname: string): { language: Language; route: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language, route: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, route: pathname };
}

/** A route's address in a language: '/dives' in German is '/de/dives', '/' is '/de/'. */
export function pathIn(language: Language, route: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return route;
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

/** The value of the `lang` cookie in a Cookie header, if it names one of our languages. */
export function languageCookie(cookieHeader: string | null | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const language = decodeURIComponent(value.join('='));
      return isLanguage(language) ? language : undefined;
    }
  }
  return undefined;
}
