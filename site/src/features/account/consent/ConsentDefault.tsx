import { useState } from 'react';
import type { PublicUser } from '../../../lib/types';
import { saveConsentDefault } from './consent';
import { loadUser } from '../session';
import ConsentChoice, { type Consent } from './ConsentChoice';

/** The profile's default for new identifications, saved as soon as it changes; existing ones keep their choice. */
export default function ConsentDefault({ user }: { user: PublicUser }) {
  const [value, setValue] = useState<Consent>({ catalogueConsent: user.catalogueConsent, licence: user.licence });
  const [saving, setSaving] = useState(false);
  return (
    <section className="consent-default" aria-label="Public catalogue default">
      <h2>Public catalogue</h2>
      <p className="muted">The choice each new identification starts with. You can change it for any photo on its page.</p>
      <ConsentChoice
        value={value}
        disabled={saving}
        onChange={async (consent) => {
          setSaving(true);
          if (await saveConsentDefault(consent)) {
            setValue(consent);
            await loadUser(true);
          }
          setSaving(false);
        }}
      />
    </section>
  );
}
