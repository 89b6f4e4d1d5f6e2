import { checkLogin } from '@rules/account';
import type { FormEvent } from 'react';
import { login } from '../session';
import { leaveWithToast, toast } from '../../../ui/toasts';
import Field from '../../../ui/Field';
import { LEAVING, useForm } from '../../../ui/useForm';
import { landingAfterSignIn } from './auth-tab';

/** Sign in with username and password; success goes where the visitor was going, else to History. */
export default function LoginForm() {
  // Phones add a space after an autocompleted word: the username is trimmed before it is checked and sent.
  const form = useForm({ username: '', password: '' }, (values) => checkLogin({ ...values, username: values.username.trim() }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        const user = await login({ username: form.values.username.trim(), password: form.values.password });
        toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
        leaveWithToast(landingAfterSignIn(window.location.search));
        return LEAVING;
      },
      { title: 'Login failed', fallback: 'Please check your credentials and try again' },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Login">
      <Field label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <Field label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="btn btn-block btn-lg" disabled={form.busy}>
        {form.busy ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
