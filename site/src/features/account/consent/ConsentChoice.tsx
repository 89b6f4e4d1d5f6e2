import { DEFAULT_LICENCE, LICENCES, licenceOf } from '@rules/licence';
import { useId } from 'react';
import { fill } from '../../../lib/fill';
import type { ConsentWords } from '../profile/profile-choice-words';
import './ConsentChoice.css';

/** Whether a photo may appear in the public catalogue, and under which licence. */
export interface Consent {
  catalogueConsent: boolean;
  licence: string | null;
}

const PRIVATE = 'private';

const valueOf = (consent: Consent) => (consent.catalogueConsent ? (licenceOf(consent.licence)?.id ?? DEFAULT_LICENCE) : PRIVATE);

/**
 * The owner's choice: keep the photo private (all rights reserved: never in the public catalogue), or allow it in
 * the catalogue under a Creative Commons licence. An admin still decides what is published.
 */
export default function ConsentChoice({
  value,
  onChange,
  disabled = false,
  words,
}: {
  value: Consent;
  onChange: (consent: Consent) => void;
  disabled?: boolean;
  words: ConsentWords;
}) {
  const id = useId();
  const chosen = valueOf(value);
  return (
    <div className="consent-choice">
      <label htmlFor={id}>{words.label}</label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        onChange={(event) => {
          const licence = event.target.value;
          onChange(licence === PRIVATE ? { catalogueConsent: false, licence: null } : { catalogueConsent: true, licence });
        }}
      >
        <option value={PRIVATE}>{words.keepPrivate}</option>
        {LICENCES.map((licence) => (
          <option key={licence.id} value={licence.id}>
            {fill(licence.id === DEFAULT_LICENCE ? words.allowUnderRecommended : words.allowUnder, { licence: licence.label })}
          </option>
        ))}
      </select>
      <p className="consent-hint">
        {chosen === PRIVATE
          ? words.privateHint
          : fill(words.publicHint, { meaning: words.meaning[chosen] ?? '' })}
      </p>
    </div>
  );
}
