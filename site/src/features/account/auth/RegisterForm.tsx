import { checkRegistration } from '@rules/account';
import type { FormEvent } from 'react';
import { register } from '../session';
import { rememberRegistration } from '../VerifyEmailBanner';
import { leaveWithToast, toast } from '../../../ui/toasts';
import { VERIFICATION_NOT_SENT, VERIFICATION_SENT } from '../verification';
import Field, { WebsiteField } from '../../../ui/Field';
import { LEAVING, useForm } from '../../../ui/useForm';

const EMPTY = { username: '', email: '', website: '', password: '', confirmPassword: '' };

/** Create an account; the password confirmation is checked here and never sent. */
export default function RegisterForm() {
  const form = useForm(EMPTY, (values) =>
    checkRegistration({ ...values, username: values.username.trim(), email: values.email.trim(), website: values.website.trim() }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    const { username, email, website, password } = form.values;
    void form.send(
      async () => {
        const user = await register({ username: username.trim(), password, email: email.trim(), website: website.trim() || null });
        // The link is needed for the free trial and a lifetime plan; say whether it went.
        const mail = user.verificationEmailSent ? VERIFICATION_SENT : VERIFICATION_NOT_SENT;
        toast({ title: 'Registration successful', description: `Welcome, ${user.username}! ${mail}` }, 10_000);
        // Straight to the app, where a notice keeps the pending verification in view.
        rememberRegistration();
        leaveWithToast('/identification');
        return LEAVING;
      },
      { title: 'Registration failed', fallback: 'Please try a different username or email' },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Register">
      <Field label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <WebsiteField {...form.field('website')} />
      <Field label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." {...form.field('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <button type="submit" className="btn btn-block btn-lg" disabled={form.busy}>
        {form.busy ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
