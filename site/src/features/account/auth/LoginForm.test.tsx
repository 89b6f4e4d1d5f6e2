import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../../test/fake-api';
import { $toast } from '../../../ui/toasts';
import LoginForm from './LoginForm';
import { landingAfterSignIn } from './auth-tab';
import { authWords } from '../account-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/auth'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

test('shows the rule messages under the fields and sends nothing', async () => {
  api = fakeApi({});
  render(<LoginForm words={authWords('en')} />);
  fill('Username', 'ab');
  fill('Password', '12345');
  submit();
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
  expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  expect(api.sent()).toHaveLength(0);
});

test("the rules' messages are in the page's language, by their codes", async () => {
  api = fakeApi({});
  const words = authWords('de');
  render(<LoginForm words={words} />);
  fill(words.username, 'ab');
  fill(words.password, '12345');
  fireEvent.click(screen.getByRole('button', { name: words.signIn }));
  expect(await screen.findByText('Der Benutzername muss mindestens 3 Zeichen lang sein')).toBeTruthy();
  expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeTruthy();
  expect(api.sent()).toHaveLength(0);
});

test('a message goes away once the field is corrected', async () => {
  api = fakeApi({});
  render(<LoginForm words={authWords('en')} />);
  submit();
  await screen.findByText('Username must be at least 3 characters');
  fill('Username', 'diver');
  expect(screen.queryByText('Username must be at least 3 characters')).toBeNull();
  expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
});

test('signs in, welcomes the user back and lands on History, not the marketing page', async () => {
  api = fakeApi({ 'POST /api/login': () => ({ status: 200, body: aUser() }) });
  render(<LoginForm words={authWords('en')} />);
  fill('Username', ' diver ');
  fill('Password', 'secret-pass');
  submit();
  await waitFor(() => expect(window.location.pathname).toBe('/history'));
  expect(api.sent()).toEqual([{ method: 'POST', path: '/api/login', body: { username: 'diver', password: 'secret-pass' } }]);
  expect($toast.get()).toMatchObject({ title: 'Login successful', description: 'Welcome back, diver!' });
});

test('a refused login shows the server message in a destructive toast', async () => {
  api = fakeApi({ 'POST /api/login': () => ({ status: 401, body: { message: 'Invalid username or password' } }) });
  render(<LoginForm words={authWords('en')} />);
  fill('Username', 'diver');
  fill('Password', 'wrong-pass');
  submit();
  await waitFor(() => expect($toast.get()?.title).toBe('Login failed'));
  expect($toast.get()).toMatchObject({ description: 'Invalid username or password', variant: 'destructive' });
  expect(window.location.pathname).toBe('/auth');
});

test('without a server message the toast asks to check the credentials', async () => {
  api = fakeApi({ 'POST /api/login': () => ({ status: 502 }) });
  render(<LoginForm words={authWords('en')} />);
  fill('Username', 'diver');
  fill('Password', 'secret-pass');
  submit();
  await waitFor(() => expect($toast.get()?.description).toBe('Please check your credentials and try again'));
});

test('sent to sign in from a page (?next=), signing in goes back to it, query and all', async () => {
  freshPage('/auth?next=%2Fcheckout%3Fplan%3Dmonthly');
  api = fakeApi({ 'POST /api/login': () => ({ status: 200, body: aUser() }) });
  render(<LoginForm words={authWords('en')} />);
  fill('Username', 'diver');
  fill('Password', 'secret-pass');
  submit();
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/checkout?plan=monthly'));
});

test('a next that leaves the site, or is /auth itself, lands on History instead', () => {
  for (const next of ['https://elsewhere.example/', '//elsewhere.example/x', '/\\elsewhere.example', 'history', '/auth?tab=register', '/auth']) {
    expect(landingAfterSignIn(`?next=${encodeURIComponent(next)}`), next).toBe('/history');
  }
  expect(landingAfterSignIn('?next=%2Fdives%2F3')).toBe('/dives/3');
});
