import { memo, useState } from 'react';
import Tabs, { tabInAddress } from '../../../ui/Tabs';
import LoginForm from './LoginForm';
import RegisterForm from './RegisterForm';
import type { AuthTab } from './auth-tab';
import type { AuthWords } from '../account-words';

/**
 * The login and register tabs of /auth, opened on one of them. Memoised: when hydration unhides the card around
 * them they must not render again, or a field would be reset to its form's value, losing what was typed before.
 */
export default memo(function AuthTabs({ opens, words }: { opens: AuthTab; words: AuthWords }) {
  const [tab, setTab] = useState<AuthTab>(opens);

  // The address follows the tab, so a reload or a shared link opens the same one.
  const choose = (next: AuthTab) => {
    setTab(next);
    tabInAddress('tab', next === 'register' ? 'register' : null);
  };

  return (
    <Tabs
      label={words.tabs}
      tabs={[
        { id: 'login', label: words.login },
        { id: 'register', label: words.register },
      ]} selected={tab} onSelect={choose}>
      <h2>{tab === 'login' ? words.welcomeBack : words.createTitle}</h2>
      <p className="muted">
        {tab === 'login' ? words.loginLede : words.registerLede}
      </p>
      {tab === 'login' ? <LoginForm words={words} /> : <RegisterForm words={words} />}
    </Tabs>
  );
});
