import { expect, test, type Page } from '@playwright/test';
import { runSql } from './support/database';
import { verifyEmail } from './support/mail';
import { islandsReady } from './support/pages';
import { hydrated, signUp } from './support/session';

/** Fills the checkout's card form (the Stripe.js test double) and pays. */
async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

test.describe.serial('plans and payments', () => {
  test.afterAll(() => {
    // Give back the slots this file marked as sold, so later suites see the real count.
    runSql('UPDATE subscription_settings SET lifetime_slots_taken = (SELECT count(*) FROM payments WHERE holds_lifetime_slot = 1)');
  });

  test('lifetime: pricing → checkout → success → subscription status', async ({ page, baseURL }) => {
    await signUp(page, baseURL!, 'reef', { verified: true });
    await page.goto('/pricing');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Pricing Plans', level: 1 })).toBeVisible();
    await expect(page.getByText('Limited Time Offer: 1000 of 1000 lifetime subscriptions remaining!')).toBeVisible();
    const lifetime = planCard(page, 'Lifetime');
    await expect(lifetime.getByText('Only 1000 of 1000 spots left')).toBeVisible();
    await expect(lifetime.locator('s')).toHaveText('$99');
    await expect(lifetime.getByText('$10', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Monthly' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Identifying' })).toBeVisible();
    // The Free card says what a free account really has; no monthly or yearly plan is offered, so the FAQ is silent on them.
    await expect(page.getByRole('article', { name: 'Free', exact: true }).getByRole('listitem')).toHaveText(['3 identifications', 'Identification history', 'Map and life list', 'No premium tools']);
    await expect(page.getByText('What is the lifetime plan?')).toBeVisible();
    await expect(page.getByText('Can I cancel my subscription?')).toHaveCount(0);

    await lifetime.getByRole('button', { name: 'Get Lifetime Access' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=lifetime$/);
    await expect(page.getByText('Lifetime plan: $10 one-time payment')).toBeVisible();
    await expect(page.getByText(/^Your lifetime slot is held until \d{1,2}:\d{2}/)).toBeVisible();
    await expect(page.getByText(/Subscriptions include a 7-day free trial/)).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/subscription-success\?plan=lifetime&payment_intent=pi_/);
    await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Current plan: Lifetime' })).toBeVisible();
    await expect(page.getByText('Lifetime access: it never expires.')).toBeVisible();
    // The plan is theirs now: no spots are counted above it for them.
    await expect(planCard(page, 'Lifetime').getByText(/spots left/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('sold out: the lifetime card is disabled and the monthly and annual cards appear', async ({ page }) => {
    runSql('UPDATE subscription_settings SET lifetime_slots_taken = lifetime_slot_total');
    await page.goto('/pricing');
    await hydrated(page);
    const lifetime = planCard(page, 'Lifetime');
    await expect(lifetime.getByText(/spots left/)).toHaveCount(0);
    // No lifetime plan can be bought, so no offer is promised; the monthly and yearly plans are, so the FAQ speaks of them.
    await expect(page.getByText(/Limited Time Offer/)).toHaveCount(0);
    await expect(page.getByText('Can I cancel my subscription?')).toBeVisible();
    await expect(lifetime.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(planCard(page, 'Monthly').getByText('$5', { exact: true })).toBeVisible();
    await expect(planCard(page, 'Monthly').getByText('/mo')).toBeVisible();
    await expect(planCard(page, 'Annual').getByText('$40', { exact: true })).toBeVisible();
    await expect(planCard(page, 'Annual').getByText('Save 33% vs monthly')).toBeVisible();
    // A visitor who picks a plan is sent to sign in.
    await expect(page.getByRole('link', { name: 'Sign Up & Get Started' })).toBeVisible();
    await planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe Monthly' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('monthly: a declined card shows inline, a good one pays; cancelling keeps access', async ({ page, baseURL }) => {
    await signUp(page, baseURL!, 'diver');
    await page.goto('/pricing');
    await hydrated(page);
    await planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe Monthly' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=monthly$/);
    await expect(page.getByText('Monthly plan: $5 every 30 days')).toBeVisible();

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout\?plan=monthly$/);
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/subscription-success\?plan=monthly/);
    await expect(page.getByText('Activating your Monthly plan…')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Current plan: Monthly' })).toBeVisible();
    await expect(page.getByText(/^Renews on \d{1,2} \w+ \d{4}, \d{2}:\d{2}/)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText(/^Canceled: you keep access until /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current plan: Monthly' })).toBeVisible();
  });
});

test.describe('subscription screens', () => {
  test('the 7-day trial starts from /subscription without a card, once the e-mail is verified', async ({ page, baseURL }) => {
    const username = await signUp(page, baseURL!, 'trial');
    await page.goto('/subscription');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
    await expect(page.getByText(/Verify your e-mail address to start the free trial or buy a lifetime plan\./)).toBeVisible();
    await planCard(page, 'Free Trial').getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Please verify your e-mail address before starting the free trial: follow the link we sent you, or send a new one.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();

    await verifyEmail(page, `${username}@example.com`);
    await expect(page.getByText('Thank you: your e-mail address is verified.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Subscription' }).click();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);
    await planCard(page, 'Free Trial').getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Current plan: Free Trial' })).toBeVisible();
    await expect(page.getByText(/^Your free trial ends on /)).toBeVisible();
    await expect(planCard(page, 'Free Trial').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test('a cancelled checkout shows its message; checkout without a plan says so', async ({ page, baseURL }) => {
    await signUp(page, baseURL!, 'back');
    await page.goto('/checkout?plan=yearly');
    await expect(page.getByText('Annual plan: $40 every 365 days')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel and return to My Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription\?canceled=true$/);
    await expect(page.getByText("Your subscription process was canceled. You can try again whenever you're ready.")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('pendingSubscription'))).toBeNull();
    await page.goto('/checkout');
    await expect(page.getByText('No plan specified')).toBeVisible();
    // A checkout that cannot start says why once, on the page, with no toast beside it.
    await page.goto('/checkout?plan=gold');
    await expect(page.getByRole('heading', { name: 'Checkout Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid plan: choose monthly, yearly or lifetime');
    await islandsReady(page);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByText('Failed to initialize checkout')).toHaveCount(0);
    await page.goto('/subscription-success?plan=monthly&payment_intent=pi_not_mine');
    await expect(page.getByText("We're having trouble confirming your subscription. Please try again or contact support.")).toBeVisible();
  });

  test('leaving a lifetime checkout gives its slot back at once', async ({ page, baseURL }) => {
    await signUp(page, baseURL!, 'leaver', { verified: true });
    const settings = async () => (await page.request.get('/api/subscription-settings')).json() as Promise<{ lifetimeSlotsTaken: number; lifetimeSlotTotal: number }>;
    const slotsTaken = async () => (await settings()).lifetimeSlotsTaken;
    const { lifetimeSlotsTaken: before, lifetimeSlotTotal: total } = await settings();
    const intent = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent') && response.ok());
    await page.goto('/checkout?plan=lifetime');
    await intent;
    expect(await slotsTaken()).toBe(before + 1);

    await page.getByRole('link', { name: 'Cancel and return to My Subscription' }).click();
    await expect(page.getByText("Your subscription process was canceled. You can try again whenever you're ready.")).toBeVisible();
    await expect(planCard(page, 'Lifetime').getByText(`Only ${total - before} of ${total} spots left`)).toBeVisible();
    expect(await slotsTaken()).toBe(before);
  });

  test('login-required payment pages send visitors to /auth', async ({ page }) => {
    await page.goto('/checkout?plan=monthly');
    await expect(page).toHaveURL('/auth?next=%2Fcheckout%3Fplan%3Dmonthly');
  });
});

test('the payment pages hydrate without errors', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A 401 from /api/user is how "signed out" is told.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  await page.goto('/pricing');
  await hydrated(page);
  await signUp(page, baseURL!, 'calm');
  for (const path of ['/pricing', '/subscription']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/checkout?plan=monthly');
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(errors).toEqual([]);
});
