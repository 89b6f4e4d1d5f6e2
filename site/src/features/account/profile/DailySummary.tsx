import { useState } from 'react';
import { answer, api, errorMessage } from '../../../lib/api';
import type { PublicUser } from '../../../lib/types';
import { toast } from '../../../ui/toasts';
import { loadUser } from '../session';

/** "E-mail me a daily summary" of unread notifications: off until turned on, saved as soon as it changes. */
export default function DailySummary({ user }: { user: PublicUser }) {
  const [on, setOn] = useState(user.emailDailySummary);
  const [saving, setSaving] = useState(false);
  const save = async (next: boolean) => {
    setSaving(true);
    try {
      await answer(api.profile.post({ emailDailySummary: next }));
      setOn(next);
      toast({ title: 'Saved', description: next ? 'You will get a daily summary when something new is unread.' : 'No more daily summaries.' });
      await loadUser(true);
    } catch (error) {
      toast({ title: 'Error', description: `Failed to save your choice: ${errorMessage(error, 'Please try again')}`, variant: 'destructive' });
    }
    setSaving(false);
  };
  return (
    <section className="photo-location" aria-label="Notifications by e-mail">
      <h2>Notifications by e-mail</h2>
      <label className="photo-location-choice">
        <input type="checkbox" checked={on} disabled={saving} onChange={(event) => save(event.currentTarget.checked)} />
        <span>E-mail me a daily summary</span>
      </label>
      <p className="muted">
        At most one e-mail a day, and only when a review, a verification or a change to your catalogue photos waits
        unread under the bell. {user.emailVerified ? '' : 'It goes to your address once you have verified it.'}
      </p>
    </section>
  );
}
