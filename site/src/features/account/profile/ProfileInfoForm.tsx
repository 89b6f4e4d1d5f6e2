import { checkProfile } from '@rules/account';
import type { FormEvent } from 'react';
import type { PublicUser } from '../../../lib/types';
import { updateProfile } from '../session';
import { toast } from '../../../ui/toasts';
import { VERIFICATION_NOT_SENT, VERIFICATION_SENT } from '../verification';
import Field, { WebsiteField } from '../../../ui/Field';
import { useForm } from '../../../ui/useForm';

const formValues = (user: PublicUser) => ({ email: user.email, website: user.website ?? '' });

/** Only what differs from the stored profile; an emptied website becomes null. */
function changedFields(user: PublicUser, values: { email: string; website: string }) {
  const changes: { email?: string; website?: string | null } = {};
  if (values.email.trim() !== user.email) changes.email = values.email.trim();
  if (values.website.trim() !== (user.website ?? '')) changes.website = values.website.trim() || null;
  return changes;
}

/** Tab 'Profile Information': email and optional website; only changed fields are sent. */
export default function ProfileInfoForm({ user }: { user: PublicUser }) {
  const form = useForm(formValues(user), (values) => checkProfile(changedFields(user, values)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = changedFields(user, form.values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes to save', description: 'Please make changes before saving' });
      return;
    }
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        const updated = await updateProfile(changes);
        if (updated) form.reset(formValues(updated));
        const sent = updated?.verificationEmailSent;
        // A new address must be verified again: say whether its link went.
        const mail = sent === undefined ? '' : `. ${sent ? VERIFICATION_SENT : VERIFICATION_NOT_SENT}`;
        toast({ title: 'Profile updated', description: `Your profile information has been successfully updated${mail}` }, mail ? 10_000 : undefined);
      },
      { title: 'Error updating profile', fallback: 'Failed to update profile' },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Profile Information">
      <Field label="Email" type="email" autoComplete="email" hint="Used for account notifications." {...form.field('email')} />
      <WebsiteField {...form.field('website')} />
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
