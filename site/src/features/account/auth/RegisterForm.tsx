import { checkRegistration } from '@rules/account';
import type { FormEvent } from 'react';
import { register } from '../session';
import { rememberRegistration } from '../VerifyEmailBanner';
import { leaveWithToast, toast } from '../../../ui/toasts';
import Field, { WebsiteField } from '../../../ui/Field';
import { LEAVING, useForm } from '../../../ui/useForm';
import { pathIn } from '@rules/languages';
import { fill } from '../../../lib/fill';
import type { AuthWords } from '../account-words';

const EMPTY = { username: '', email: '', website: '', password: '', confirmPassword: '' };

/** Create an account; the password confirmation is checked here and never sent. */
export default function RegisterForm({ words }: { words: AuthWords }) {
  const form = useForm(EMPTY, (values) =>
    checkRegistration({ ...values, username: values.username.trim(), email: values.email.trim(), website: values.website.trim() }),
    words.rules,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    const { username, email, website, password } = form.values;
    void form.send(
      async () => {
        const user = await register({ username: username.trim(), password, email: email.trim(), website: website.trim() || null });
        // The link is needed for the free trial and a lifetime plan; say whether it went.
        const mail = user.verificationEmailSent ? words.verify.sent : words.verify.notSent;
        toast({ title: words.registerSuccess, description: fill(words.welcomeNew, { username: user.username, mail }) }, 10_000);
        // Straight to the app, where a notice keeps the pending verification in view.
        rememberRegistration();
        leaveWithToast(pathIn(words.language, '/identification'));
        return LEAVING;
      },
      { title: words.registerFailed, fallback: words.registerFallback },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={words.register}>
      <Field label={words.username} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <Field label={words.email} type="email" autoComplete="email" {...form.field('email')} />
      <WebsiteField label={words.website} hint={words.websiteHint} optional={words.optional} {...form.field('website')} />
      <Field label={words.password} type="password" autoComplete="new-password" hint={words.passwordHint} {...form.field('password')} />
      <Field label={words.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <button type="submit" className="btn btn-block btn-lg" disabled={form.busy}>
        {form.busy ? words.creating : words.create}
      </button>
    </form>
  );
}
