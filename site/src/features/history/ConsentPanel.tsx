import { useId, useState } from 'react';
import { saveConsent } from '../account/consent/consent';
import type { Identification } from '../../lib/types';
import ConsentChoice from '../account/consent/ConsentChoice';
import type { ConsentPanelWords } from './consent-panel-words';

/**
 * The owner's consent for one identification, saved as soon as it changes. Withdrawing it takes a published
 * photo out of the public catalogue at once. With a heading, the panel is named by it.
 */
export default function ConsentPanel({
  identification,
  onSaved,
  heading,
  words,
}: {
  identification: Identification;
  onSaved: (updated: Identification) => void;
  heading?: string;
  /** Its words in the page's language (consent-panel-words.ts). */
  words: ConsentPanelWords;
}) {
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  return (
    <section className="card consent-panel" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': words.label })}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ConsentChoice
        value={identification}
        words={words.choice}
        disabled={saving}
        onChange={async (choice) => {
          setSaving(true);
          const updated = await saveConsent(identification.id, choice, words);
          setSaving(false);
          if (updated) onSaved(updated);
        }}
      />
    </section>
  );
}
