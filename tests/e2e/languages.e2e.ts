import { expect, test } from '@playwright/test';
import { open, registerByApi } from './support/pages';

test('/de/ is the German home page: its lang, its words, and its alternates in every language', async ({ page }) => {
  await open(page, '/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entdecke die Vielfalt im Meer');
  await expect(page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Bestimmen' })).toHaveAttribute('href', '/de/identification');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
  );
  expect(alternates).toEqual(['en /', 'es /es/', 'de /de/', 'fr /fr/', 'zh-Hans /zh/', 'x-default /']);
  await open(page, '/zh/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('the switcher keeps the page, remembers the language in the lang cookie and, signed in, in the account', async ({ page, context }) => {
  await registerByApi(page);
  await open(page, '/de/about');
  await page.getByRole('banner').getByText('DE', { exact: true }).click();
  const spanish = page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Español' });
  await expect(spanish).toHaveAttribute('hreflang', 'es');
  await expect(spanish).toHaveAttribute('lang', 'es');
  await spanish.click();
  await expect(page).toHaveURL(/\/es\/about\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es');
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ locale: 'es' });
});

test("/ sends a browser that prefers German to /de/ (302), unless a language was chosen", async ({ page, context }) => {
  const german = await page.request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, maxRedirects: 0 });
  expect(german.status()).toBe(302);
  expect(german.headers().location).toBe('/de/');
  const english = await page.request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
  await context.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  const chosen = await page.request.get('/', { headers: { 'accept-language': 'de' }, maxRedirects: 0 });
  expect(chosen.status()).toBe(200);
});
