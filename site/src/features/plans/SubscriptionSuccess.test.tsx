import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import SubscriptionSuccess from './SubscriptionSuccess';
import { successWords } from './success-words';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

function arrive(path: string, checkout: { status: number; body: unknown }, language: 'en' | 'de' = 'en') {
  freshPage(path);
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/checkout-sessions/pi_123': () => checkout,
    // The server refuses: this page cannot activate anything by itself.
    'POST /api/update-subscription': () => ({ status: 402, body: { message: 'No confirmed payment for the monthly plan was found, so nothing was changed.' } }),
  });
  render(<SubscriptionSuccess words={successWords(language)} />);
}

const activationCalls = () => api!.sent().filter((call) => call.method === 'POST');

test('an unpaid checkout says so and activates nothing', async () => {
  arrive('/subscription-success?plan=monthly&payment_intent=pi_123', { status: 200, body: { status: 'open', customer: 'cus_1', subscription: null } });
  expect(await screen.findByText('Payment not completed. Please try again or contact support.')).toBeTruthy();
  expect(activationCalls()).toHaveLength(0);
});

test("a checkout the server cannot confirm shows 'Verification Issue'", async () => {
  arrive('/subscription-success?plan=lifetime&payment_intent=pi_123', { status: 404, body: { message: 'Checkout session not found' } });
  expect(await screen.findByText(/We're having trouble confirming your subscription\. Please try again or contact support\./)).toBeTruthy();
  expect($toast.get()).toMatchObject({ title: 'Verification Error', description: 'Failed to verify your subscription' });
  expect(activationCalls()).toHaveLength(0);
});

test('without a plan the information is invalid', async () => {
  arrive('/subscription-success?payment_intent=pi_123', { status: 200, body: { status: 'complete' } });
  expect(await screen.findByText('Invalid subscription information')).toBeTruthy();
  expect(api!.sent()).toHaveLength(0);
});

test('a paid checkout waits 1.5 s before asking the server to activate the plan, and shows a refusal', async () => {
  arrive('/subscription-success?plan=monthly&payment_intent=pi_123', { status: 200, body: { status: 'complete', customer: 'cus_1', subscription: 'sub_1' } });
  expect(await screen.findByText('Activating your Monthly plan…')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
  expect(activationCalls()).toHaveLength(0);
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(activationCalls()).toEqual([{ method: 'POST', path: '/api/update-subscription', body: { tier: 'monthly', expiresAt: null } }]);
  expect(await screen.findByText('There was a problem updating your subscription. Please contact support.')).toBeTruthy();
});

test('in German, an unpaid checkout says so in German, with the way back to /de/subscription', async () => {
  arrive('/de/subscription-success?plan=monthly&payment_intent=pi_123', { status: 200, body: { status: 'open', customer: 'cus_1', subscription: null } }, 'de');
  expect(await screen.findByRole('heading', { name: 'Zahlung nicht abgeschlossen' })).toBeTruthy();
  expect(screen.getByText('Die Zahlung wurde nicht abgeschlossen. Bitte versuche es erneut oder wende dich an den Support.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Zurück zu Mein Abo' }).getAttribute('href')).toBe('/de/subscription');
  expect($toast.get()).toMatchObject({ title: 'Fehler' });
});
