import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $user } from './session';
import { $toast } from '../../ui/toasts';
import ProfileScreen from './ProfileScreen';
import { profileWords } from './account-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/profile'));
afterEach(() => {
  cleanup();
  api?.restore();
});

/** The API of one signed-in user whose profile changes stick. */
function signedIn(user = aUser({ website: 'https://old.example' })) {
  let current = user;
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: current }),
    'POST /api/profile': (body) => {
      current = { ...current, ...(body as object) };
      return { status: 200, body: current };
    },
  });
  return api;
}

async function openProfile() {
  render(<ProfileScreen words={profileWords('en')} />);
  return screen.findByRole('heading', { name: 'My Profile' });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const posts = () => api!.sent().filter((call) => call.path === '/api/profile');

test("shows 'Loading profile...' while the user loads, then sends a visitor without a session to /auth", async () => {
  api = fakeApi({ 'GET /api/user': () => ({ status: 401, body: { message: 'Not signed in' } }) });
  render(<ProfileScreen words={profileWords('en')} />);
  expect(screen.getByText('Loading profile...')).toBeTruthy();
  await waitFor(() => expect(window.location.pathname).toBe('/auth'));
});

test('nothing changed: a toast says so and nothing is sent', async () => {
  signedIn();
  await openProfile();
  save();
  expect($toast.get()).toMatchObject({ title: 'No changes to save', description: 'Please make changes before saving' });
  expect(posts()).toHaveLength(0);
});

test('only the changed field is sent, then the user is loaded again', async () => {
  signedIn();
  await openProfile();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  save();
  await waitFor(() => expect($toast.get()?.title).toBe('Profile updated'));
  expect(posts().map((call) => call.body)).toEqual([{ email: 'new@example.com' }]);
  expect(api!.calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/user' });
  expect($user.get()?.email).toBe('new@example.com');
  expect($toast.get()?.description).toBe('Your profile information has been successfully updated');
});

test('an emptied website is sent as null, alone', async () => {
  signedIn();
  await openProfile();
  fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: '' } });
  save();
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ website: null });
});

test('an invalid changed field shows its message and nothing is sent', async () => {
  signedIn();
  await openProfile();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
  save();
  expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  expect(posts()).toHaveLength(0);
});

test('a refused update shows the server message', async () => {
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'POST /api/profile': () => ({ status: 409, body: { message: 'Email already registered' } }),
  });
  await openProfile();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
  save();
  await waitFor(() =>
    expect($toast.get()).toMatchObject({ title: 'Error updating profile', description: 'Email already registered', variant: 'destructive' }),
  );
});

test('the password tab checks the rules, sends current and new password only, then clears the form', async () => {
  signedIn();
  await openProfile();
  fireEvent.click(screen.getByRole('tab', { name: 'Change Password' }));
  const change = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
  change();
  expect(await screen.findByText('Please enter your current password')).toBeTruthy();
  expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  expect(screen.getByText('Passwords do not match')).toBeTruthy();
  expect(posts()).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret-pass' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password' } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-password' } });
  change();
  await waitFor(() => expect($toast.get()?.title).toBe('Password changed'));
  expect(posts()[0]!.body).toEqual({ currentPassword: 'secret-pass', newPassword: 'new-password' });
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
});

test('admins get the Admin Dashboard shortcut, others do not', async () => {
  signedIn(aUser({ isAdmin: true }));
  await openProfile();
  expect(screen.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
  cleanup();
  freshPage('/profile');
  api!.restore();
  signedIn();
  await openProfile();
  expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  expect(screen.getByRole('link', { name: 'My Identifications' }).getAttribute('href')).toBe('/history');
});

test("'Use my photos' location' is on by default, explained, and saved alone as soon as it changes", async () => {
  signedIn();
  await openProfile();
  const choice = screen.getByRole('checkbox', { name: "Use my photos' location" }) as HTMLInputElement;
  expect(choice.checked).toBe(true);
  expect(screen.getByText(/Only you see the exact spot/)).toBeTruthy();
  fireEvent.click(choice);
  await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ usePhotoLocation: false }]));
  await waitFor(() => expect($toast.get()?.description).toBe("Your photos' location will not be read."));
  await waitFor(() => expect((screen.getByRole('checkbox', { name: "Use my photos' location" }) as HTMLInputElement).checked).toBe(false));
  expect($user.get()?.usePhotoLocation).toBe(false);
});

test("'E-mail me a daily summary' is off by default and saved alone as soon as it changes", async () => {
  signedIn();
  await openProfile();
  const choice = screen.getByRole('checkbox', { name: 'E-mail me a daily summary' }) as HTMLInputElement;
  expect(choice.checked).toBe(false);
  fireEvent.click(choice);
  await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ emailDailySummary: true }]));
  await waitFor(() => expect($toast.get()?.description).toBe('You will get a daily summary when something new is unread.'));
  await waitFor(() => expect((screen.getByRole('checkbox', { name: 'E-mail me a daily summary' }) as HTMLInputElement).checked).toBe(true));
  expect($user.get()?.emailDailySummary).toBe(true);
});

test('in German, the profile choices, the public catalogue default and Your data speak German, and the saved toast too', async () => {
  signedIn(aUser({ emailVerified: false }));
  render(<ProfileScreen words={profileWords('de')} />);
  await screen.findByRole('heading', { name: 'Mein Profil' });
  expect(screen.getByRole('region', { name: 'Standard für den öffentlichen Katalog' })).toBeTruthy();
  expect(screen.getByRole('option', { name: 'Unter CC BY-NC 4.0 erlauben (empfohlen)' })).toBeTruthy();
  expect(screen.getByText(/Sie geht an deine Adresse, sobald du sie bestätigt hast\./)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Deine Daten' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Mein Konto löschen' })).toBeTruthy();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Mir täglich eine Zusammenfassung mailen' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Gespeichert', description: 'Du bekommst eine tägliche Zusammenfassung, wenn etwas Neues ungelesen ist.' }));
});
