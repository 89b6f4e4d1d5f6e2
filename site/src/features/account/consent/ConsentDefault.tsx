import { useState } from 'react';
import type { PublicUser } from '../../../lib/types';
import { saveConsentDefault } from './consent';
import { loadUser } from '../session';
import type { ProfileChoiceWords } from '../profile/profile-choice-words';
import ConsentChoice, { type Consent } from './ConsentChoice';

/** The profile's default for new identifications, saved as soon as it changes; existing ones keep their choice. */
export default function ConsentDefault({ user, words }: { user: PublicUser; words: ProfileChoiceWords }) {
  const [value, setValue] = useState<Consent>({ catalogueConsent: user.catalogueConsent, licence: user.licence });
  const [saving, setSaving] = useState(false);
  return (
    <section className="consent-default" aria-label={words.consent.section}>
      <h2>{words.consent.heading}</h2>
      <p className="muted">{words.consent.lede}</p>
      <ConsentChoice
        value={value}
        words={words.consent.choice}
        disabled={saving}
        onChange={async (consent) => {
          setSaving(true);
          if (await saveConsentDefault(consent, { ...words.consent, error: words.error, tryAgain: words.tryAgain })) {
            setValue(consent);
            await loadUser(true);
          }
          setSaving(false);
        }}
      />
    </section>
  );
}
