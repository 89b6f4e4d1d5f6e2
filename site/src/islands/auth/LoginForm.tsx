import { checkLogin } from '@rules/account';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { login } from '../../stores/session';
import { toast } from '../../stores/toasts';
import Field from '../../ui/Field';
import { useForm } from '../../ui/useForm';

/** Sign in with username and password; success goes to the home page. */
export default function LoginForm() {
  // Phones add a space after an autocompleted word: the username is trimmed before it is checked and sent.
  const form = useForm({ username: '', password: '' }, (values) => checkLogin({ ...values, username: values.username.trim() }));
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    setBusy(true);
    try {
      const user = await login({ username: form.values.username.trim(), password: form.values.password });
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      window.location.assign('/');
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Please check your credentials and try again'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Field label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <Field label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="btn btn-block btn-lg" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
