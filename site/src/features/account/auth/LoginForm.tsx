import { checkLogin } from '@rules/account';
import type { FormEvent } from 'react';
import { login } from '../session';
import { leaveWithToast, toast } from '../../../ui/toasts';
import Field from '../../../ui/Field';
import { LEAVING, useForm } from '../../../ui/useForm';
import { landingAfterSignIn } from './auth-tab';
import { fill } from '../../../lib/fill';
import type { AuthWords } from '../account-words';

/** Sign in with username and password; success goes where the visitor was going, else to History. */
export default function LoginForm({ words }: { words: AuthWords }) {
  // Phones add a space after an autocompleted word: the username is trimmed before it is checked and sent.
  const form = useForm({ username: '', password: '' }, (values) => checkLogin({ ...values, username: values.username.trim() }), words.rules);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        const user = await login({ username: form.values.username.trim(), password: form.values.password });
        toast({ title: words.loginSuccess, description: fill(words.welcomeUser, { username: user.username }) });
        leaveWithToast(landingAfterSignIn(window.location.search));
        return LEAVING;
      },
      { title: words.loginFailed, fallback: words.loginFallback },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={words.login}>
      <Field label={words.username} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <Field label={words.password} type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="btn btn-block btn-lg" disabled={form.busy}>
        {form.busy ? words.signingIn : words.signIn}
      </button>
    </form>
  );
}
