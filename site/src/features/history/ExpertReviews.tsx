import { dayText } from '@rules/dates';
import { useId, useState } from 'react';
import { askForReview, withdrawReviewRequest, type Identification } from './identifications';
import type { ExpertReviewWords } from './owner-tools-words';
import type { HistoryToastWords } from './history-toast-words';
import './ExpertReviews.css';

/** One expert's review as the API sends it; `expert` only reaches the owner, admins and experts. */
type Review = Identification['reviews'][number];

const dayOf = (iso: string) => dayText(iso);

/**
 * Experts see a sighting while its review is asked (offering it to the catalogue asks too) and not withdrawn. A
 * sighting read before reviews existed (the offline outbox keeps some) has no such field: offered, it was asked.
 */
export const inExpertQueue = (sighting: Identification) =>
  sighting.reviewRequestedAt === undefined ? sighting.catalogueConsent : !!sighting.reviewRequestedAt;

function ReviewLine({ review, words }: { review: Review; words: ExpertReviewWords }) {
  return (
    <li className="expert-review">
      <strong>{review.expert ?? words.anExpert}</strong> · {words.verdicts[review.verdict] ?? review.verdict}
      {review.verdict !== 'cannot-tell' && review.taxon && (
        <>
          {' '}
          <i>{review.taxon.scientificName}</i>
        </>
      )}
      {review.createdAt && (
        <>
          {' '}
          · <time dateTime={review.createdAt}>{dayOf(review.createdAt)}</time>
        </>
      )}
    </li>
  );
}

/**
 * The owner's side of expert review: ask experts to look, or withdraw the request while it stands (they then stop
 * seeing the sighting), and what they said. The status itself is on the result.
 */
export default function ExpertReviews({
  identification,
  onSaved,
  words,
  toasts,
}: {
  identification: Identification;
  onSaved: (updated: Identification) => void;
  /** Its words in the page's language (owner-tools-words.ts). */
  words: ExpertReviewWords;
  /** What its toasts say, in the page's language (history-toast-words.ts). */
  toasts: HistoryToastWords;
}) {
  const [busy, setBusy] = useState<'asking' | 'withdrawing' | null>(null);
  const headingId = useId();
  // A sighting read before reviews existed (the offline outbox keeps some) has none.
  const reviews: Review[] = identification.reviews ?? [];
  const act = async (doing: 'asking' | 'withdrawing') => {
    setBusy(doing);
    const updated = doing === 'asking' ? await askForReview(identification.id, toasts) : await withdrawReviewRequest(identification.id, toasts);
    setBusy(null);
    if (updated) onSaved(updated);
  };
  return (
    <section className="card expert-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      {inExpertQueue(identification) ? (
        <>
          {reviews.length === 0 && <p className="expert-reviews-note">{words.waiting}</p>}
          <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void act('withdrawing')}>
            {busy === 'withdrawing' ? words.withdrawing : words.withdraw}
          </button>
        </>
      ) : (
        <>
          <p className="expert-reviews-note">{words.offer}</p>
          <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void act('asking')}>
            {busy === 'asking' ? words.asking : words.ask}
          </button>
        </>
      )}
      {reviews.length > 0 && (
        <ul className="expert-review-list" aria-label={words.list}>
          {reviews.map((review, index) => (
            <ReviewLine key={`${review.expert ?? ''}-${review.createdAt}-${index}`} review={review} words={words} />
          ))}
        </ul>
      )}
    </section>
  );
}
