import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../../test/fake-api';
import { $user } from '../session';
import { $toast } from '../../../ui/toasts';
import RegisterForm from './RegisterForm';
import { authWords } from '../account-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/auth?tab=register'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label === 'Website' ? /^Website/ : label), { target: { value } });
  }
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const valid = {
  Username: 'diver',
  Email: 'diver@example.com',
  'Password': 'secret-pass',
  'Confirm password': 'secret-pass',
};

test('checks email, website and the password confirmation before sending', async () => {
  api = fakeApi({});
  render(<RegisterForm words={authWords('en')} />);
  fill({ ...valid, Email: 'not-an-email', Website: 'reef', 'Confirm password': 'secret-pasS' });
  submit();
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
  expect(screen.getByText('Passwords do not match')).toBeTruthy();
  expect(screen.getByLabelText('Confirm password').getAttribute('aria-describedby')).toBeTruthy();
  expect(api.sent()).toHaveLength(0);
});

test('refuses an address that is not a plain local@domain, with the rule the API applies', async () => {
  api = fakeApi({});
  render(<RegisterForm words={authWords('en')} />);
  fill({ ...valid, Email: 'x<diver@gmail.com>' });
  submit();
  expect(await screen.findByText('Enter a plain e-mail address such as name@example.org')).toBeTruthy();
  expect(api.sent()).toHaveLength(0);
});

test('sends username, password, email and website, never the confirmation', async () => {
  api = fakeApi({ 'POST /api/register': () => ({ status: 201, body: { ...aUser({ emailVerified: false }), verificationEmailSent: true } }) });
  render(<RegisterForm words={authWords('en')} />);
  fill({ ...valid, Website: 'https://reef.example' });
  submit();
  await waitFor(() => expect(window.location.pathname).toBe('/identification'));
  expect(api.sent()[0]?.body).toEqual({
    username: 'diver',
    password: 'secret-pass',
    email: 'diver@example.com',
    website: 'https://reef.example',
  });
  expect($user.get()?.username).toBe('diver');
  // The identify screen shows the verification notice after a registration in this tab.
  expect(sessionStorage.getItem('reefid.just-registered')).toBe('1');
  expect($toast.get()).toMatchObject({
    title: 'Registration successful',
    description: 'Welcome, diver! We sent a link to verify your e-mail address. It works for 24 hours.',
  });
});

test('says so when the verification e-mail could not be sent', async () => {
  api = fakeApi({ 'POST /api/register': () => ({ status: 201, body: { ...aUser({ emailVerified: false }), verificationEmailSent: false } }) });
  render(<RegisterForm words={authWords('en')} />);
  fill(valid);
  submit();
  await waitFor(() => expect(window.location.pathname).toBe('/identification'));
  expect($toast.get()?.description).toBe(
    'Welcome, diver! The verification e-mail could not be sent. Please try again later with "Resend verification e-mail".',
  );
});

test('an empty website is sent as none', async () => {
  api = fakeApi({ 'POST /api/register': () => ({ status: 201, body: aUser() }) });
  render(<RegisterForm words={authWords('en')} />);
  fill(valid);
  submit();
  await waitFor(() => expect(api!.sent()).toHaveLength(1));
  expect((api.sent()[0]?.body as { website: unknown }).website).toBeNull();
});

test('a taken username shows the server message, else a hint to change it', async () => {
  api = fakeApi({ 'POST /api/register': () => ({ status: 409, body: { message: 'Username already exists' } }) });
  render(<RegisterForm words={authWords('en')} />);
  fill(valid);
  submit();
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Registration failed', description: 'Username already exists', variant: 'destructive' }));
  api.restore();

  api = fakeApi({ 'POST /api/register': () => ({ status: 500 }) });
  submit();
  await waitFor(() => expect($toast.get()?.description).toBe('Please try a different username or email'));
});
