import { checkProfile } from '@rules/account';
import type { FormEvent } from 'react';
import type { PublicUser } from '../../../lib/types';
import { updateProfile } from '../session';
import { toast } from '../../../ui/toasts';
import type { ProfileWords } from '../account-words';
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
export default function ProfileInfoForm({ user, words }: { user: PublicUser; words: ProfileWords['info'] }) {
  const form = useForm(formValues(user), (values) => checkProfile(changedFields(user, values)), words.rules);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = changedFields(user, form.values);
    if (Object.keys(changes).length === 0) {
      toast({ title: words.noChanges, description: words.noChangesText });
      return;
    }
    if (!form.validate(event)) return;
    void form.send(
      async () => {
        const updated = await updateProfile(changes);
        if (updated) form.reset(formValues(updated));
        const sent = updated?.verificationEmailSent;
        // A new address must be verified again: say whether its link went.
        const mail = sent === undefined ? '' : `. ${sent ? words.sent : words.notSent}`;
        toast({ title: words.updated, description: `${words.updatedText}${mail}` }, mail ? 10_000 : undefined);
      },
      { title: words.error, fallback: words.fallback },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={words.label}>
      <Field label={words.email} type="email" autoComplete="email" hint={words.emailHint} {...form.field('email')} />
      <WebsiteField label={words.website} hint={words.websiteHint} optional={words.optional} {...form.field('website')} />
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? words.saving : words.save}
      </button>
    </form>
  );
}
