import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import SubscriptionPage from './SubscriptionPage';
import { $toast } from '../../ui/toasts';
import { planWords } from './plan-words';
import { verifyWords } from '../account/account-words';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const SETTINGS = { lifetimeSlotTotal: 1000, lifetimeSlotsTaken: 0, lifetimePrice: 1000, monthlyPrice: 500, yearlyPrice: 4000 };
const TRIAL_REFUSED = 'Please verify your e-mail address before starting the free trial: follow the link we sent you, or send a new one.';

function openSubscription(user = aUser({ emailVerified: false }), resend: () => { status: number; body: unknown } = () => ({ status: 200, body: { sent: true } })) {
  freshPage('/subscription');
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: user }),
    'GET /api/subscription-settings': () => ({ status: 200, body: SETTINGS }),
    'POST /api/update-subscription': () => ({ status: 403, body: { message: TRIAL_REFUSED } }),
    'POST /api/verify-email/resend': resend,
  });
  render(<SubscriptionPage verify={verifyWords('en')} words={planWords('en')} />);
}

test('an unverified user is told why, and the trial refusal shows the server message', async () => {
  openSubscription();
  expect(await screen.findByText(/Verify your e-mail address to start the free trial or buy a lifetime plan\./)).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ description: TRIAL_REFUSED, variant: 'destructive' }));
});

test('"Resend verification e-mail" asks the server for a new link and says it went', async () => {
  openSubscription();
  fireEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
  await waitFor(() => expect($toast.get()?.title).toBe('Verification e-mail sent'));
  expect(api!.sent().filter((call) => call.path === '/api/verify-email/resend')).toHaveLength(1);
});

test('a failed resend shows the server message', async () => {
  openSubscription(undefined, () => ({ status: 503, body: { message: 'The verification e-mail could not be sent. Please try again later.' } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
  await waitFor(() =>
    expect($toast.get()).toMatchObject({ description: 'The verification e-mail could not be sent. Please try again later.', variant: 'destructive' }),
  );
});

test('a verified user sees no notice', async () => {
  openSubscription(aUser({ emailVerified: true }));
  await screen.findByRole('button', { name: 'Start Free Trial' });
  expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
});
