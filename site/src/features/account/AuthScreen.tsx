import { useEffect, useState } from 'react';
import { loadUser } from './session';
import AuthTabs from './auth/AuthTabs';
import { authTabOf, landingAfterSignIn, type AuthTab } from './auth/auth-tab';
import type { AuthWords } from './account-words';
import './AuthScreen.css';

/**
 * /auth: the login and register tabs (?tab=register opens the second). Signed-in visitors go where they were going, else to History.
 *
 * The page is static, so it cannot know the address's tab: it holds a card opened on each, Register's hidden, and
 * auth.astro's inline script shows the one the address asks for before the first paint (AuthScreen.css). Hydrating
 * renders the same two cards; then only the one shown stays, the very same elements, so what was typed stays too.
 * Without JavaScript the Login card shows, as it always did. `data-hydrating` marks the cards until then (tests wait
 * for it to go: both cards' fields are in the page until then).
 */
export default function AuthScreen({ words }: { words: AuthWords }) {
  const [opened, setOpened] = useState<AuthTab | null>(null);

  useEffect(() => {
    setOpened(authTabOf(window.location.search));
    void loadUser().then((user) => {
      if (user) window.location.replace(landingAfterSignIn(window.location.search));
    });
  }, []);

  const cards: AuthTab[] = opened ? [opened] : ['login', 'register'];
  return cards.map((opens) => (
    <div
      key={opens}
      className="auth-card card"
      data-opens={opens}
      data-hydrating={opened === null ? '' : undefined}
      hidden={opened === null && opens === 'register'}
    >
      <AuthTabs opens={opens} words={words} />
    </div>
  ));
}
