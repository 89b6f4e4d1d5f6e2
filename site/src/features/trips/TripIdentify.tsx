import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pathIn, type Language } from '@rules/languages';
import { BATCH_ABOVE } from '@rules/trip-review';
import { counted, fill } from '../../lib/fill';
import { formatPrice, offeredPlans, planPrices } from '../plans/plans';
import { $settings, loadSettings } from '../plans/subscription';
import { identifyTrip, type Trip } from './trips';
import type { IdentifyWords } from './trips-words';

interface Props {
  trip: Trip;
  words: IdentifyWords;
  language: Language;
  /** Called once the sightings are queued: the screen reads the trip again and follows its progress. */
  onQueued: () => void;
  onFailed: (notice: string) => void;
}

/**
 * "Identify N sightings" (for more than BATCH_ABOVE, now or in the cheaper batch), the progress while sightings are
 * pending, and those past the free identifications with the plan's price.
 */
export default function TripIdentify({ trip, words, language, onQueued, onFailed }: Props) {
  const [now, setNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = trip.sightings.filter((sighting) => sighting.status === 'grouped' || sighting.status === 'needs-plan').length;
  const asked = trip.identified + trip.pending + trip.failed;
  const name = useId();

  const identify = async () => {
    setBusy(true);
    try {
      await identifyTrip(trip.id, now || waiting <= BATCH_ABOVE);
      onQueued();
    } catch {
      onFailed(words.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="trip-identify">
      {waiting > 0 && (
        <div className="trip-identify-ask">
          {waiting > BATCH_ABOVE && (
            <fieldset>
              <legend>{words.when}</legend>
              <label>
                <input type="radio" name={name} checked={!now} onChange={() => setNow(false)} /> {words.batch}
              </label>
              <label>
                <input type="radio" name={name} checked={now} onChange={() => setNow(true)} /> {words.now}
              </label>
            </fieldset>
          )}
          <button type="button" className="btn" disabled={busy} onClick={() => void identify()}>
            {counted(words.button, waiting, language)}
          </button>
        </div>
      )}
      {asked > 0 && (
        <div className="trip-identify-progress">
          <progress max={asked} value={trip.identified + trip.failed} aria-label={words.progressLabel} />
          <p role="status" aria-live="polite">
            {fill(words.progress, { done: trip.identified, total: asked })}
          </p>
        </div>
      )}
      {trip.needsPlan > 0 && <NeedsPlan count={trip.needsPlan} words={words} language={language} />}
    </section>
  );
}

/** Sightings past the free identifications: the price of the plan the Plans page offers first, and a link there. */
function NeedsPlan({ count, words, language }: { count: number; words: IdentifyWords; language: Language }) {
  const settings = useStore($settings);
  useEffect(() => void loadSettings(), []);
  const prices = planPrices(settings);
  const price = offeredPlans(settings).lifetime ? prices.lifetime : prices.monthly;
  return (
    <p className="trip-needs-plan">
      {fill(words.needsPlan, { count, price: formatPrice(price, language) })} <a href={pathIn(language, '/pricing')}>{words.seePlans}</a>
    </p>
  );
}
