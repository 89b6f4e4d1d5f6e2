import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './support/pages';

// /auth is one static page for every address; ?tab=register (the menu's, pricing's and Identify's Register links)
// must show the Register form from the first paint, not the Login form until the island has hydrated: someone who
// starts typing at once types into the form the address asked for.

// A service worker would fetch the scripts itself, past the held route: it stays out here, as in every file that does
// not allow it (playwright.config.ts).

/** Holds the site's scripts (the islands and their loaders), so the page stays as first painted until `release`. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Errors the page logs or throws (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const formOf = (page: Page, name: 'Login' | 'Register') => page.getByRole('form', { name });

test('before hydrating, /auth?tab=register shows the Register tab and form, and no Login fields', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/auth?tab=register', { waitUntil: 'commit' });

  await expect(formOf(page, 'Register')).toBeVisible();
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('form[aria-label="Login"]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();

  // Typed before hydrating, still there after: the island keeps the very field the page showed.
  const typed = formOf(page, 'Register').getByLabel('Username');
  await typed.fill('earlydiver');
  await typed.evaluate((field) => Object.assign(window, { typedBeforeHydrating: field }));
  const card = page.locator('.auth-card').filter({ has: formOf(page, 'Register') });
  const painted = await card.boundingBox();
  release();
  await islandsReady(page);
  // Nothing moves when the island takes over.
  expect(await card.boundingBox()).toEqual(painted);
  await expect(formOf(page, 'Register').getByLabel('Username')).toHaveValue('earlydiver');
  const sameField = await typed.evaluate((field) => field === (window as unknown as { typedBeforeHydrating: Element }).typedBeforeHydrating);
  expect(sameField).toBe(true);
  await expect(page.locator('form[aria-label="Login"]')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '0');

  // The tabs work as before once hydrated: arrow keys move between them, the address follows.
  await page.getByRole('tab', { name: 'Register' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeFocused();
  await expect(formOf(page, 'Login')).toBeVisible();
  await expect(page.locator('form[aria-label="Register"]')).toHaveCount(0);
  await expect(page).toHaveURL('/auth');
  expect(errors).toEqual([]);
});

for (const path of ['/auth', '/auth?tab=login']) {
  test(`before and after hydrating, ${path} shows the Login tab and form only`, async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(formOf(page, 'Login')).toBeVisible();
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('form[aria-label="Register"]')).toBeHidden();
    await formOf(page, 'Login').getByLabel('Username').fill('earlydiver');

    release();
    await islandsReady(page);
    await expect(formOf(page, 'Login')).toBeVisible();
    await expect(formOf(page, 'Login').getByLabel('Username')).toHaveValue('earlydiver');
    await expect(page.locator('form[aria-label="Register"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('without JavaScript, /auth?tab=register shows the Login form alone, as it always has', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth?tab=register');
  await expect(formOf(page, 'Login')).toBeVisible();
  await expect(page.locator('form[aria-label="Register"]')).toBeHidden();
  await context.close();
});
