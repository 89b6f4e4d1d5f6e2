import { checkPasswordChange } from '@rules/account';
import type { FormEvent } from 'react';
import { changePassword } from '../session';
import { toast } from '../../../ui/toasts';
import Field from '../../../ui/Field';
import { useForm } from '../../../ui/useForm';
import type { ProfileWords } from '../account-words';

/** Tab 'Change Password': current, new and confirmation; the form is cleared after a change. */
export default function PasswordForm({ username, words }: { username: string; words: ProfileWords['password'] }) {
  const form = useForm({ currentPassword: '', newPassword: '', confirmPassword: '' }, checkPasswordChange, words.rules);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        await changePassword({ currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
        form.reset();
        toast({ title: words.changed, description: words.changedText });
      },
      { title: words.error, fallback: words.fallback },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={words.label}>
      {/* Lets password managers know whose password changes. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field label={words.current} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <Field label={words.new} type="password" autoComplete="new-password" hint={words.newHint} {...form.field('newPassword')} />
      <Field label={words.confirm} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? words.changing : words.change}
      </button>
    </form>
  );
}
