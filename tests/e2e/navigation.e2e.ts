import { expect, test, type Page } from '@playwright/test';
import { choosePhoto, identifyViaApi, photo, registerUser, setScenario } from './support/identify';
import { open, registerByApi, signIn } from './support/pages';

/** Every screen has a way on: the one app bar on every page (on a phone, the tabs), and the footer on the marketing ones. */
const SIZES = [
  { name: 'a 390×844 phone', phone: true, viewport: { width: 390, height: 844 } },
  { name: 'a 1366×768 desktop', phone: false, viewport: { width: 1366, height: 768 } },
];
const OPEN_APP_SCREENS = ['/identification', '/discover', '/species/no-such-species', '/verify-email', '/no-such-page'];
const SIGNED_IN_SCREENS = ['/identification', '/history', '/dives', '/discover', '/profile', '/subscription', '/checkout?plan=lifetime', '/subscription-success?plan=lifetime', '/verify-email', '/no-such-page'];
const MARKETING_PAGES = ['/', '/pricing', '/about', '/privacy', '/terms'];

const appNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'App' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tab bar' });

/** The phone menu, opened and closed from the keyboard; gives back its links' names. */
async function menuLinks(page: Page): Promise<string[]> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const names = await menu.getByRole('link').allTextContents();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  return names;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a visitor gets the app bar on every open app screen: home, Identify, Discover and Sign in', async ({ page }) => {
      for (const path of OPEN_APP_SCREENS) {
        await open(page, path);
        const bar = page.getByRole('banner');
        await expect(bar.getByRole('link', { name: 'ReefID' }), path).toHaveAttribute('href', '/');
        await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
        // On a phone the tabs carry the links.
        if (size.phone) await expect(tabBar(page).getByRole('link'), path).toHaveText(['Identify', 'Discover', 'Sign in']);
        else {
          await expect(appNav(page).getByRole('link'), path).toHaveText(['Identify', 'Discover']);
          await expect(tabBar(page), path).toBeHidden();
        }
        if (size.phone) expect(await menuLinks(page), path).toEqual(expect.arrayContaining(['Identify', 'Discover', 'Sign in', 'Register']));
        else await expect(bar.getByRole('link', { name: 'Sign in' }), path).toBeVisible();
      }
    });

    test('a signed-in user gets History, the bell and the account menu on every app screen', async ({ page }) => {
      const { username } = await registerByApi(page);
      const { id } = await identifyViaApi(page, 41);
      for (const path of [...SIGNED_IN_SCREENS, `/identifications/${id}`]) {
        await open(page, path);
        await expect(page, path).toHaveURL(path);
        const bar = page.getByRole('banner');
        await expect(bar.getByRole('link', { name: 'ReefID' }), path).toHaveAttribute('href', '/');
        await expect(bar.getByRole('button', { name: 'Notifications' }), path).toBeVisible();
        if (size.phone) {
          await expect(tabBar(page).getByRole('link'), path).toHaveText(['Identify', 'History', 'Dives', 'Discover', 'Profile']);
          expect(await menuLinks(page), path).toEqual(expect.arrayContaining(['Identify', 'Discover', 'My Profile', 'My Identifications']));
        } else {
          await expect(appNav(page).getByRole('link'), path).toHaveText(['Identify', 'Discover', 'History', 'Dives']);
          await expect(bar.getByRole('button', { name: username }), path).toBeVisible();
          await expect(tabBar(page), path).toBeHidden();
        }
      }
    });

    test('the admin dashboard has the app bar and no second logo row', async ({ page }) => {
      await signIn(page, 'admin', 'admin-password');
      await expect(page).toHaveURL('/history');
      await open(page, '/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ReefID' })).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
      if (size.phone) expect(await menuLinks(page)).toContain('Admin Dashboard');
      else await expect(appNav(page).getByRole('link', { name: 'History' })).toBeVisible();
    });

    test('the marketing pages have the same app bar, and the footer', async ({ page }) => {
      for (const path of MARKETING_PAGES) {
        await open(page, path);
        const bar = page.getByRole('banner');
        await expect(bar, path).toHaveCount(1);
        if (size.phone) {
          await expect(bar.getByRole('button', { name: 'Menu' }), path).toBeVisible();
          await expect(tabBar(page).getByRole('link'), path).toHaveText(['Identify', 'Discover', 'Sign in']);
        } else await expect(appNav(page).getByRole('link'), path).toHaveText(['Identify', 'Discover']);
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
      }
    });

    test('Profile has the app bar and no second logo row', async ({ page }) => {
      await registerByApi(page);
      await open(page, '/profile');
      await expect(page.getByRole('link', { name: 'ReefID' })).toHaveCount(1);
    });
  });
}

test.describe('on a phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom tabs reach Discover from History in one tap, and mark the current tab', async ({ page }) => {
    await registerUser(page);
    await open(page, '/history');
    await expect(tabBar(page).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await expect(tabBar(page).getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current', /.*/);
    await tabBar(page).getByRole('link', { name: 'Discover' }).tap();
    await expect(page).toHaveURL('/discover');
    await expect(tabBar(page).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(tabBar(page).getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('focus moved by the keyboard is never hidden behind the app bar or the tabs', async ({ page }) => {
    await registerUser(page);
    await open(page, '/profile');
    await expect(tabBar(page)).toBeVisible();
    const hidden = async () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        if (focused === document.body || focused.closest('header, .tabbar, .skip-link')) return null;
        const box = focused.getBoundingClientRect();
        const top = document.querySelector('header')!.getBoundingClientRect().bottom;
        const bottom = document.querySelector('.tabbar')!.getBoundingClientRect().top;
        return box.top < top || box.bottom > bottom ? `${focused.tagName} ${focused.textContent?.slice(0, 30)} at ${box.top}–${box.bottom}` : null;
      });
    for (const key of [...Array(30).fill('Tab'), ...Array(30).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await hidden(), key).toBeNull();
    }
  });

  test('the tabs sit below the Accept/Trash bar of a result, and the page ends above them', async ({ page }) => {
    await setScenario('good');
    await registerUser(page);
    await open(page, '/identification');
    await choosePhoto(page, await photo(42));
    const accept = page.getByRole('button', { name: 'Save to my logbook' });
    await expect(accept).toBeVisible();
    const tabs = (await tabBar(page).boundingBox())!;
    const decision = (await accept.boundingBox())!;
    expect(decision.y + decision.height).toBeLessThanOrEqual(tabs.y);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastContent = (await page.locator('main').boundingBox())!;
    expect(lastContent.y + lastContent.height).toBeLessThanOrEqual(tabs.y + 1);
  });
});

test('a visitor on a phone has the tabs, and Discover is marked current', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/discover');
  await expect(tabBar(page).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
});

test('registering leads to Identify, where a notice says the verification e-mail was sent', async ({ page }) => {
  const username = `nav${Date.now().toString(36)}`;
  await open(page, '/auth?tab=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/identification');
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${username}@example.com` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
});
