import { memo, useState } from 'react';
import Tabs, { tabInAddress } from '../../../ui/Tabs';
import LoginForm from './LoginForm';
import RegisterForm from './RegisterForm';
import type { AuthTab } from './auth-tab';

const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
] as const;

/**
 * The login and register tabs of /auth, opened on one of them. Memoised: when hydration unhides the card around
 * them they must not render again, or a field would be reset to its form's value, losing what was typed before.
 */
export default memo(function AuthTabs({ opens }: { opens: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(opens);

  // The address follows the tab, so a reload or a shared link opens the same one.
  const choose = (next: AuthTab) => {
    setTab(next);
    tabInAddress('tab', next === 'register' ? 'register' : null);
  };

  return (
    <Tabs label="Account" tabs={TABS} selected={tab} onSelect={choose}>
      <h2>{tab === 'login' ? 'Welcome back' : 'Create your account'}</h2>
      <p className="muted">
        {tab === 'login'
          ? 'Sign in to see your identifications and your plan.'
          : 'Free to join: keep your identifications and try premium features.'}
      </p>
      {tab === 'login' ? <LoginForm /> : <RegisterForm />}
    </Tabs>
  );
});
