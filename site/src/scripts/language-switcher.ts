// The language switcher (layouts/LanguageSwitcher.astro): following a language's link keeps the page (its address in
// that language, with its query and fragment), remembers the choice in the `lang` cookie for a year and, signed in,
// in the account (POST /api/profile), so the API answers in it too.
import { SIGNED_IN_COOKIE } from '@rules/account';
import { isLanguage, LANGUAGE_COOKIE, languageOfPath, pathIn } from '@rules/languages';

const signedIn = () => document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);

for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-switcher] a[data-language]')) {
  link.addEventListener('click', (event) => {
    const language = link.dataset.language;
    if (!isLanguage(language)) return;
    event.preventDefault();
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    const saved = signedIn()
      ? fetch('/api/profile', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: language }), keepalive: true }).catch(() => undefined)
      : Promise.resolve();
    const { route } = languageOfPath(location.pathname);
    void saved.then(() => location.assign(`${pathIn(language, route)}${location.search}${location.hash}`));
  });
}
