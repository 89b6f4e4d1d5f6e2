import { useState } from 'react';
import type { Language } from '@rules/languages';
import type { LicenceId } from '@rules/licence';
import { doubtfulFirst } from '@rules/trip-review';
import { errorMessage } from '../../lib/api';
import OfferDialog from './OfferDialog';
import ReviewCard from './ReviewCard';
import { acceptOne, acceptSure, fetchTrip, nameSighting, offerAccepted, type Trip, type TripAnswer, type TripSighting } from './trips';
import type { OfferWords, ReviewWords } from './trips-words';

interface Props {
  trip: Trip;
  words: ReviewWords;
  offerWords: OfferWords;
  language: Language;
  /** The trip as the server answered a change: the screen shows it. */
  onTrip: (trip: Trip) => Promise<void>;
  onNotice: (notice: string) => void;
}

type Reviewed = TripSighting & { answer: TripAnswer };

/**
 * The review of a trip's identified sightings: the doubtful first (rules/trip-review.ts, the rule the server
 * accepts by), "Accept all that are sure", each card's Accept and Fix the name, and the accepted offered to the
 * catalogue at once.
 */
export default function TripReview({ trip, words, offerWords, language, onTrip, onNotice }: Props) {
  const [busy, setBusy] = useState(false);
  const [offering, setOffering] = useState(false);
  const cards = doubtfulFirst(trip.sightings.filter((sighting): sighting is Reviewed => !!sighting.answer).map((sighting) => ({ ...sighting, doubts: sighting.answer.doubts })));
  if (cards.length === 0) return null;
  const sureLeft = cards.some((card) => card.doubts.length === 0 && !card.answer.accepted);
  const toOffer = cards.some((card) => card.answer.accepted && !card.answer.catalogueConsent);

  const act = async (call: () => Promise<Trip>, done: string, failed: string) => {
    setBusy(true);
    try {
      await onTrip(await call());
      onNotice(done);
      return true;
    } catch {
      onNotice(failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const offer = async (licence: LicenceId) => {
    if (await act(() => offerAccepted(trip.id, licence), offerWords.done, offerWords.error)) setOffering(false);
  };
  const name = async (sightingId: number, written: string): Promise<string | null> => {
    try {
      await onTrip(await nameSighting(trip.id, sightingId, written));
      onNotice(words.nameSaved);
      return null;
    } catch (error) {
      return errorMessage(error, words.nameError);
    }
  };

  return (
    <section className="trip-review" aria-labelledby="trip-review-title">
      <h2 id="trip-review-title">{words.title}</h2>
      <div className="trip-review-actions">
        {sureLeft && (
          <button type="button" className="btn" disabled={busy} onClick={() => void act(() => acceptSure(trip.id), words.acceptDone, words.acceptError)}>
            {words.acceptAll}
          </button>
        )}
        {toOffer && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setOffering(true)}>
            {offerWords.button}
          </button>
        )}
      </div>
      <ol className="review-cards" aria-label={words.label}>
        {cards.map((card) => (
          <ReviewCard
            key={card.id}
            sighting={card}
            words={words}
            language={language}
            busy={busy}
            onAccept={() =>
              void act(
                async () => {
                  await acceptOne(card.identificationId!);
                  return fetchTrip(trip.id);
                },
                words.acceptDone,
                words.acceptError,
              )
            }
            onName={(written) => name(card.id, written)}
          />
        ))}
      </ol>
      {offering && <OfferDialog words={offerWords} busy={busy} onOffer={(licence) => void offer(licence)} onClose={() => setOffering(false)} />}
    </section>
  );
}
