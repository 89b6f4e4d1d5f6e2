import { useId, useState } from 'react';
import { DEFAULT_LICENCE, LICENCES, type LicenceId } from '@rules/licence';
import Dialog from '../../ui/Dialog';
import type { OfferWords } from './trips-words';

interface Props {
  words: OfferWords;
  busy: boolean;
  onOffer: (licence: LicenceId) => void;
  onClose: () => void;
}

/**
 * "Offer all accepted sightings to the catalogue": asks once for the diver's consent and the licence (the licences
 * an identification's consent offers, the recommended one first chosen), for the whole trip.
 */
export default function OfferDialog({ words, busy, onOffer, onClose }: Props) {
  const [licence, setLicence] = useState<LicenceId>(DEFAULT_LICENCE);
  const id = useId();
  return (
    <Dialog title={words.button} onClose={onClose} closeLabel={words.close}>
      <form
        className="trip-offer"
        onSubmit={(event) => {
          event.preventDefault();
          onOffer(licence);
        }}
      >
        <p>{words.intro}</p>
        <label htmlFor={id}>{words.licence}</label>
        <select id={id} value={licence} onChange={(event) => setLicence(event.target.value as LicenceId)}>
          {LICENCES.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </select>
        <p className="hint">{words.meaning[licence]}</p>
        <div className="trip-offer-actions">
          <button type="submit" className="btn" disabled={busy}>
            {words.confirm}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={onClose}>
            {words.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
