import { useState, type ReactNode } from 'react';
import { answer, api, errorMessage } from '../../../lib/api';
import type { PublicUser } from '../../../lib/types';
import { toast } from '../../../ui/toasts';
import { loadUser } from '../session';
import { fill } from '../../../lib/fill';
import type { ProfileChoiceWords } from './profile-choice-words';

/** The profile's on/off choices, each saved as soon as it changes. */
export type ProfileChoice = 'usePhotoLocation' | 'emailDailySummary';

interface ProfileSwitchProps {
  user: PublicUser;
  choice: ProfileChoice;
  /** The section's name for screen readers, its heading and the checkbox's label. */
  section: string;
  heading: string;
  label: string;
  /** The toast's words once saved, turned on and turned off. */
  savedOn: string;
  savedOff: string;
  /** What the choice does, below it. */
  children: ReactNode;
  /** The toasts' shared words, in the page's language. */
  words: Pick<ProfileChoiceWords, 'saved' | 'error' | 'notSaved' | 'tryAgain'>;
}

/** One choice of the profile: a checkbox that saves at once, says so, and goes back as it was if saving fails. */
export default function ProfileSwitch({ user, choice, section, heading, label, savedOn, savedOff, children, words }: ProfileSwitchProps) {
  const [on, setOn] = useState(user[choice]);
  const [saving, setSaving] = useState(false);
  const save = async (next: boolean) => {
    setSaving(true);
    try {
      await answer(api.profile.post({ [choice]: next }));
      setOn(next);
      toast({ title: words.saved, description: next ? savedOn : savedOff });
      await loadUser(true);
    } catch (error) {
      toast({ title: words.error, description: fill(words.notSaved, { reason: errorMessage(error, words.tryAgain) }), variant: 'destructive' });
    }
    setSaving(false);
  };
  return (
    <section className="photo-location" aria-label={section}>
      <h2>{heading}</h2>
      <label className="photo-location-choice">
        <input type="checkbox" checked={on} disabled={saving} onChange={(event) => save(event.currentTarget.checked)} />
        <span>{label}</span>
      </label>
      <p className="muted">{children}</p>
    </section>
  );
}
