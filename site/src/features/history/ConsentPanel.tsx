import { useState } from 'react';
import { saveConsent } from '../account/consent/consent';
import type { Identification } from '../../lib/types';
import ConsentChoice from '../account/consent/ConsentChoice';

/**
 * The owner's consent for one identification, saved as soon as it changes. Withdrawing it takes a published
 * photo out of the public catalogue at once.
 */
export default function ConsentPanel({ identification, onSaved }: { identification: Identification; onSaved: (updated: Identification) => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <section className="card consent-panel" aria-label="Catalogue consent">
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
