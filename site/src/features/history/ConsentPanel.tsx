import { useId, useState } from 'react';
import { saveConsent } from '../account/consent/consent';
import type { Identification } from '../../lib/types';
import ConsentChoice from '../account/consent/ConsentChoice';

/**
 * The owner's consent for one identification, saved as soon as it changes. Withdrawing it takes a published
 * photo out of the public catalogue at once. With a heading, the panel is named by it.
 */
export default function ConsentPanel({
  identification,
  onSaved,
  heading,
}: {
  identification: Identification;
  onSaved: (updated: Identification) => void;
  heading?: string;
}) {
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  return (
    <section className="card consent-panel" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Catalogue consent' })}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ConsentChoice
        value={identification}
        disabled={saving}
        onChange={async (choice) => {
          setSaving(true);
          const updated = await saveConsent(identification.id, choice);
          setSaving(false);
          if (updated) onSaved(updated);
        }}
      />
    </section>
  );
}
