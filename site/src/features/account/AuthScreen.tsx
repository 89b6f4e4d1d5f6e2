import { useEffect, useState } from 'react';
import { loadUser } from './session';
import Tabs from '../../ui/Tabs';
import LoginForm from './auth/LoginForm';
import RegisterForm from './auth/RegisterForm';
import './AuthScreen.css';

type Tab = 'login' | 'register';
const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
] as const;

/** /auth: the login and register tabs (?tab=register opens the second). Signed-in visitors go to /. */
export default function AuthScreen() {
  const [tab, setTab] = useState<Tab>('login');

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('tab') === 'register') setTab('register');
    void loadUser().then((user) => {
      if (user) window.location.replace('/');
    });
  }, []);

  // The address follows the tab, so a reload or a shared link opens the same one.
  const choose = (next: Tab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'register') url.searchParams.set('tab', 'register');
    else url.searchParams.delete('tab');
    window.history.replaceState(null, '', url);
  };

  return (
    <div className="auth-card card">
      <Tabs label="Account" tabs={TABS} selected={tab} onSelect={choose}>
        <h2>{tab === 'login' ? 'Welcome back' : 'Create your account'}</h2>
        <p className="muted">
          {tab === 'login'
            ? 'Sign in to see your identifications and your plan.'
            : 'Free to join: keep your identifications and try premium features.'}
        </p>
        {tab === 'login' ? <LoginForm /> : <RegisterForm />}
      </Tabs>
    </div>
  );
}
