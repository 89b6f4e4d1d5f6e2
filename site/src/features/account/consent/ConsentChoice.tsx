import { DEFAULT_LICENCE, LICENCES, licenceOf } from '@rules/licence';
import { useId } from 'react';
import './ConsentChoice.css';

/** Whether a photo may appear in the public catalogue, and under which licence. */
export interface Consent {
  catalogueConsent: boolean;
  licence: string | null;
}

const PRIVATE = 'private';

/** What each licence lets others do with the photo, in a few words. */
const MEANING: Record<string, string> = {
  'CC-BY-NC-4.0': 'others may reuse it with credit, not commercially',
  'CC-BY-4.0': 'others may reuse it with credit, also commercially',
  'CC0-1.0': 'no rights kept: anyone may reuse it freely',
};

const valueOf = (consent: Consent) => (consent.catalogueConsent ? (licenceOf(consent.licence)?.id ?? DEFAULT_LICENCE) : PRIVATE);

/**
 * The owner's choice: keep the photo private (all rights reserved: never in the public catalogue), or allow it in
 * the catalogue under a Creative Commons licence. An admin still decides what is published.
 */
export default function ConsentChoice({ value, onChange, disabled = false }: { value: Consent; onChange: (consent: Consent) => void; disabled?: boolean }) {
  const id = useId();
  const chosen = valueOf(value);
  return (
    <div className="consent-choice">
      <label htmlFor={id}>Public catalogue</label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        onChange={(event) => {
          const licence = event.target.value;
          onChange(licence === PRIVATE ? { catalogueConsent: false, licence: null } : { catalogueConsent: true, licence });
        }}
      >
        <option value={PRIVATE}>Keep private (all rights reserved)</option>
        {LICENCES.map((licence) => (
          <option key={licence.id} value={licence.id}>
            {`Allow under ${licence.label}${licence.id === DEFAULT_LICENCE ? ' (recommended)' : ''}`}
          </option>
        ))}
      </select>
      <p className="consent-hint">
        {chosen === PRIVATE
          ? 'Your photo stays private: it never appears on public species pages.'
          : `Your photo may appear on public species pages, credited to you; ${MEANING[chosen]}.`}
      </p>
    </div>
  );
}
