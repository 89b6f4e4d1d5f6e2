import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminTestApp as startApp } from '../../../../api/test-support/admin-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import { $toast } from '../../ui/toasts';
import SettingsTab from './SettingsTab';
import { adminWords } from './admin-words';
import { ruleWords } from '../../lib/rule-words';

const EN = adminWords('en');
const RULES = ruleWords('en', ['settings']);

let restoreFetch = () => {};
async function signedInAdmin() {
  const app = await withBunWeb(startApp);
  restoreFetch = serveApiFrom(app.admin);
  return app;
}
beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('shows the settings in dollars; the form saves them through the real API', async () => {
  await signedInAdmin();
  render(<SettingsTab words={EN} onChanged={() => {}} rules={RULES} />);
  // The subscriptions module answers with the default settings until an admin saves.
  expect(await screen.findByText('$10.00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
  expect((screen.getByLabelText('Lifetime Price ($)') as HTMLInputElement).value).toBe('10.00');
  fill('Yearly Price ($)', '39.5');
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Settings updated' }));
  expect(await screen.findByText('$39.50')).toBeTruthy();
  expect(screen.getByText('$5.00')).toBeTruthy();
  expect(screen.getByText('Slots Remaining').nextElementSibling!.textContent).toBe('1000');
  expect(screen.getByText('Last Updated')).toBeTruthy();
});

test('an answer without settings: "No subscription settings found", the form prefilled with the defaults', async () => {
  const api = fakeApi({ 'GET /api/subscription-settings': () => ({ status: 200 }) });
  try {
    render(<SettingsTab words={EN} onChanged={() => {}} rules={RULES} />);
    expect(await screen.findByText('No subscription settings found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
    expect((screen.getByLabelText('Monthly Price ($)') as HTMLInputElement).value).toBe('5.00');
  } finally {
    api.restore();
  }
});

test('shows the stored settings and checks the form before sending', async () => {
  const app = await signedInAdmin();
  app.sqlite!.run(
    'INSERT INTO subscription_settings (lifetime_slot_total, lifetime_slots_taken, lifetime_price, monthly_price, yearly_price) VALUES (100, 40, 1999, 599, 4999)',
  );
  render(<SettingsTab words={EN} onChanged={() => {}} rules={RULES} />);
  expect(await screen.findByText('$19.99')).toBeTruthy();
  expect(screen.getByText('Slots Taken').nextElementSibling!.textContent).toBe('40');
  expect(screen.getByText('Slots Remaining').nextElementSibling!.textContent).toBe('60');

  fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
  fill('Total Slots', '39');
  fill('Monthly Price ($)', '0');
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(screen.getByText('Total slots cannot be below the 40 slots already taken')).toBeTruthy();
  expect(screen.getByText('Monthly price must be a positive amount in whole cents')).toBeTruthy();
  expect($toast.get()).toBeNull();
  expect(app.sqlite!.query('SELECT lifetime_slot_total AS total FROM subscription_settings').get()).toEqual({ total: 100 });
});

test('"Only verified sightings can be published" is a checkbox the form saves through the real API', async () => {
  const app = await signedInAdmin();
  render(<SettingsTab words={EN} onChanged={() => {}} rules={RULES} />);
  expect((await screen.findByText('Only verified sightings can be published')).nextElementSibling!.textContent).toBe('No');
  fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
  const box = screen.getByRole('checkbox', { name: 'Only verified sightings can be published' }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(box.getAttribute('aria-describedby')).toBeTruthy();
  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Settings updated' }));
  await waitFor(() => expect(screen.getByText('Only verified sightings can be published').nextElementSibling!.textContent).toBe('Yes'));
  expect(app.sqlite!.query('SELECT publish_requires_verification AS verifiedOnly FROM subscription_settings').get()).toEqual({ verifiedOnly: 1 });
});
