import { checkPasswordChange } from '@rules/account';
import type { FormEvent } from 'react';
import { changePassword } from '../session';
import { toast } from '../../../ui/toasts';
import Field from '../../../ui/Field';
import { useForm } from '../../../ui/useForm';

/** Tab 'Change Password': current, new and confirmation; the form is cleared after a change. */
export default function PasswordForm({ username }: { username: string }) {
  const form = useForm({ currentPassword: '', newPassword: '', confirmPassword: '' }, checkPasswordChange);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        await changePassword({ currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
        form.reset();
        toast({ title: 'Password changed', description: 'Your password has been successfully changed' });
      },
      { title: 'Error changing password', fallback: 'Failed to change password' },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Change Password">
      {/* Lets password managers know whose password changes. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." {...form.field('newPassword')} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
