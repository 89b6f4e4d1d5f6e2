import { useState } from 'react';
import { answer, api, errorMessage } from '../../../lib/api';
import type { PublicUser } from '../../../lib/types';
import { toast } from '../../../ui/toasts';
import { loadUser } from '../session';

/**
 * "Use my photos' location": whether the GPS position a photo carries is read when an upload gives none. Saved as
 * soon as it changes; the photos themselves are always stored without it.
 */
export default function PhotoLocation({ user }: { user: PublicUser }) {
  const [on, setOn] = useState(user.usePhotoLocation);
  const [saving, setSaving] = useState(false);
  const save = async (next: boolean) => {
    setSaving(true);
    try {
      await answer(api.profile.post({ usePhotoLocation: next }));
      setOn(next);
      toast({ title: 'Saved', description: next ? "Your photos' location will be used." : "Your photos' location will not be read." });
      await loadUser(true);
    } catch (error) {
      toast({ title: 'Error', description: `Failed to save your choice: ${errorMessage(error, 'Please try again')}`, variant: 'destructive' });
    }
    setSaving(false);
  };
  return (
    <section className="photo-location" aria-label="Photo location">
      <h2>Where your photos were taken</h2>
      <label className="photo-location-choice">
        <input type="checkbox" checked={on} disabled={saving} onChange={(event) => save(event.currentTarget.checked)} />
        <span>Use my photos' location</span>
      </label>
      <p className="muted">
        Phones write where a photo was taken into the file. When you do not give a place yourself, ReefID reads it to
        suggest species that live there and to place the sighting in your log. Only you see the exact spot; the stored
        photos never carry it.
      </p>
    </section>
  );
}
