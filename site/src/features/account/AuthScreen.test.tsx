import { afterEach, expect, spyOn, test } from 'bun:test';
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fakeApi, freshPage } from '../../../test/fake-api';
import { authTabOf } from './auth/auth-tab';
import AuthScreen from './AuthScreen';
import { authWords } from './account-words';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const cardOf = (root: ParentNode, opens: string) => root.querySelector<HTMLElement>(`.auth-card[data-opens="${opens}"]`);

/** /auth opened at `path`: the island's HTML as built, then hydrated as the page hydrates it. */
async function hydrateAt(path: string) {
  freshPage('/auth'); // the build renders the page once, at no tab
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<AuthScreen words={authWords('en')} />);
  freshPage(path);
  api = fakeApi({});
  const painted = { login: cardOf(container, 'login'), register: cardOf(container, 'register') };
  // React warns of a mismatched attribute on the console, and reports a mismatched tree as a recoverable error.
  const errors = spyOn(console, 'error');
  const recovered: string[] = [];
  render(<AuthScreen words={authWords('en')} />, { container, hydrate: true, onRecoverableError: (error) => recovered.push(String(error)) });
  await waitFor(() => expect(container.querySelectorAll('.auth-card')).toHaveLength(1));
  const logged = [...errors.mock.calls.map((call) => call.join(' ')), ...recovered];
  errors.mockRestore();
  return { container, painted, logged };
}

test('the tab comes from the address: ?tab=register opens Register, anything else Login', () => {
  expect(authTabOf('?tab=register')).toBe('register');
  expect(authTabOf('?plan=monthly&tab=register')).toBe('register');
  for (const search of ['', '?tab=login', '?tab=Register', '?tab=']) expect(authTabOf(search)).toBe('login');
});

test('the built page holds a card opened on each tab, the Register card hidden', () => {
  freshPage('/auth');
  const html = document.createElement('div');
  html.innerHTML = renderToString(<AuthScreen words={authWords('en')} />);
  const [login, register] = [cardOf(html, 'login')!, cardOf(html, 'register')!];
  expect(login.hidden).toBe(false);
  expect(login.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Login');
  expect(login.querySelector('form')!.getAttribute('aria-label')).toBe('Login');
  expect(register.hidden).toBe(true);
  expect(register.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Register');
  expect(register.querySelector('form')!.getAttribute('aria-label')).toBe('Register');
  expect([login.hasAttribute('data-hydrating'), register.hasAttribute('data-hydrating')]).toEqual([true, true]);
});

test('hydrating at ?tab=register logs no mismatch and keeps the very Register card the page showed, now unhidden', async () => {
  const { container, painted, logged } = await hydrateAt('/auth?tab=register');
  expect(logged).toEqual([]);
  const card = cardOf(container, 'register');
  expect(card === painted.register).toBe(true);
  expect(card!.hidden).toBe(false);
  expect(card!.hasAttribute('data-hydrating')).toBe(false);
  expect(card!.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Register');
  expect(cardOf(container, 'login')).toBeNull();
});

for (const path of ['/auth', '/auth?tab=login']) {
  test(`hydrating at ${path} logs no mismatch and keeps the very Login card the page showed`, async () => {
    const { container, painted, logged } = await hydrateAt(path);
    expect(logged).toEqual([]);
    expect(cardOf(container, 'login') === painted.login).toBe(true);
    expect(cardOf(container, 'login')!.hidden).toBe(false);
    expect(cardOf(container, 'login')!.hasAttribute('data-hydrating')).toBe(false);
    expect(cardOf(container, 'register')).toBeNull();
  });
}
