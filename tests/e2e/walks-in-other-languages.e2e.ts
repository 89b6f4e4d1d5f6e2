import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_PREFIX, type Language } from '../../rules/languages';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { englishLeft } from './support/english-left';
import { DIVE_LOG } from './support/dives';
import { addPhotos, photo } from './support/identify';
import { islandsReady, uniqueName } from './support/pages';

/**
 * A diver who reads German (on a desktop) or Chinese (on a phone) goes from the home page through an identification,
 * an account, a dive-log import and a published species page, and meets no English sentence on the way: each screen
 * is read for English by support/english-left.ts. It publishes, so it runs one at a time (playwright.config.ts).
 */
const WALKS = [
  { language: 'de', viewport: { width: 1366, height: 768 } },
  { language: 'zh-Hans', viewport: { width: 390, height: 844 } },
] as const satisfies ReadonlyArray<{ language: Exclude<Language, 'en'>; viewport: { width: number; height: number } }>;

const words = (language: Language): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', `${language}.json`), 'utf8'));

async function expectNoEnglish(page: Page, language: Exclude<Language, 'en'>, where: string) {
  await islandsReady(page);
  await expect(page.locator('.spinner')).toHaveCount(0);
  expect(await englishLeft(page, language), `English on ${where} (${page.url()})`).toEqual([]);
}

for (const { language, viewport } of WALKS) {
  test(`in ${language}, from the home page through an identification, an account, a dive log and a published species page, with no English`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const prefix = LANGUAGE_PREFIX[language];
    const m = words(language);
    // The diver's browser asks for the language, as a German or Chinese one does (Accept-Language).
    const context = await browser.newContext({ baseURL, viewport, locale: language === 'de' ? 'de-DE' : 'zh-CN' });
    const page = await context.newPage();

    await page.goto(`${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoEnglish(page, language, 'the home page');

    // Identify, as a visitor: the screen, then the answer.
    await page.locator(`a[href="${prefix}/identification"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/identification$`));
    await expectNoEnglish(page, language, 'Identify');
    await addPhotos(page, { buffer: await photo(501), name: 'reef.jpg', mimeType: 'image/jpeg' });
    await page.getByRole('button', { name: m.identify_send, exact: true }).click();
    await expect(page.getByRole('button', { name: m.identify_again })).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page, language, 'the answer');

    // An account, through the register form.
    const username = uniqueName('walker');
    await page.goto(`${prefix}/auth?tab=register`);
    await islandsReady(page);
    await expectNoEnglish(page, language, 'the register form');
    await page.getByLabel(m.account_username!, { exact: true }).fill(username);
    await page.getByLabel(m.account_email!, { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel(m.account_password!, { exact: true }).fill('secret-pass');
    await page.getByLabel(m.account_confirm_password!, { exact: true }).fill('secret-pass');
    await page.getByRole('button', { name: m.account_create }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    // A dive log, imported on the dives screen.
    await page.goto(`${prefix}/dives`);
    await islandsReady(page);
    await page.getByLabel(m.dives_import_files!).setInputFiles({ name: 'blue-corner.ssrf', mimeType: 'application/xml', buffer: Buffer.from(DIVE_LOG) });
    await expect(page.getByTestId('dive-row')).toHaveCount(1);
    await expectNoEnglish(page, language, 'the dives');
    await page.getByTestId('dive-row').click();
    await page.waitForURL(new RegExp(`${prefix}/dives/\\d+$`));
    await expectNoEnglish(page, language, 'a dive');

    // A species page an admin published: the diver's identification, offered to the catalogue, written in their
    // language (the API's requests carry the browser's Accept-Language, as the page's do).
    const identification = await (
      await page.request.post('/api/identify', {
        headers: { origin: new URL(baseURL!).origin, 'accept-language': language === 'de' ? 'de-DE' : 'zh-CN' },
        multipart: { image: { name: 'octopus.jpg', mimeType: 'image/jpeg', buffer: await photo(502) }, catalogueConsent: 'true' },
      })
    ).json();
    const admin = await browser.newContext({ baseURL });
    const origin = { origin: new URL(baseURL!).origin };
    expect((await admin.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: origin })).status()).toBe(200);
    expect((await admin.request.post(`/api/admin/identifications/${identification.id}/publish`, { headers: origin })).status()).toBe(200);
    const species = await (await admin.request.get(`/api/public/species/${identification.slug}`)).json();
    await page.goto(`${prefix}/species/${species.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoEnglish(page, language, 'the species page');

    // Leave the catalogue as found: other files expect it empty.
    await admin.request.post(`/api/admin/identifications/${identification.id}/unpublish`, { headers: origin });
    await admin.close();
    await context.close();
  });
}

test('in German, About, the privacy policy, the terms and every tab of the admin dashboard read no English and pass axe', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const m = words('de');
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  for (const route of ['/de/about', '/de/privacy', '/de/terms']) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoEnglish(page, 'de', route);
    await expectNoSeriousA11yViolations(page, route);
  }

  // A visitor's identification, so the Identifications tab has a row with its badges and the reason it cannot be published.
  const origin = { origin: new URL(baseURL!).origin };
  const identify = await page.request.post('/api/identify', { headers: origin, multipart: { image: { name: 'reef.jpg', mimeType: 'image/jpeg', buffer: await photo(503) } } });
  expect(identify.status()).toBe(201);
  expect((await page.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: origin })).status()).toBe(200);
  await page.goto('/de/admin');
  await expect(page.getByRole('heading', { level: 1, name: m.admin_title })).toBeVisible();
  for (const tab of [m.admin_tab_users, m.admin_tab_identifications, m.admin_tab_settings, m.admin_tab_ai_usage, m.admin_tab_accuracy]) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoEnglish(page, 'de', `the admin dashboard's ${tab}`);
    await expectNoSeriousA11yViolations(page, `/de/admin ${tab}`);
  }
  await context.close();
});
