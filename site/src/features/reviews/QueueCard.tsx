import PhotoGallery from '@catalogue/components/result/PhotoGallery';
import RankedCandidates from '@catalogue/components/result/RankedCandidates';
import { formatLongDate } from '@catalogue/components/result/helpers';
import { RESULT_CSS } from '@catalogue/components/result/styles';
import type { ResultIdentification } from '@catalogue/components/result/types';
import WormsCheck from '@catalogue/components/result/WormsCheck';
import { observedText } from '@rules/location';
import { numberText } from '@rules/numbers';
import { fill } from '../../lib/fill';
import ReviewForm from './ReviewForm';
import type { ReviewWords } from './review-words';
import type { Verdict } from './reviews';

/** What a queue card reads of a sighting: the result display's fields (photos, the model's answer and candidates). */
type QueuedSighting = ResultIdentification & { id: number; area?: string | null; depthMeters?: number | null };

export const cardHeadingId = (id: number) => `review-${id}-heading`;

function photosOf(sighting: QueuedSighting) {
  if (sighting.photos?.length) return sighting.photos;
  return sighting.imageUrl ? [{ imageUrl: sighting.imageUrl, imageHighResUrl: sighting.imageHighResUrl }] : [];
}

/** One sighting of the queue: its photos, the model's answer and candidates, and the expert's review form. */
interface Props {
  sighting: QueuedSighting;
  onReviewed: (verdict: Verdict) => void;
  words: Pick<ReviewWords, 'card' | 'form' | 'language' | 'result'>;
}

export default function QueueCard({ sighting, onReviewed, words: all }: Props) {
  const words = all.card;
  const photos = photosOf(sighting);
  const when = sighting.observedAt
    ? fill(words.seenOn, { date: observedText(sighting.observedAt) })
    : sighting.createdAt
      ? fill(words.identifiedOn, { date: formatLongDate(sighting.createdAt) })
      : '';
  // The depth as stored, in the page's digits ("18.5", "18,5").
  const depth = typeof sighting.depthMeters === 'number' ? fill(words.deep, { depth: numberText(sighting.depthMeters, { locale: all.language, maximumFractionDigits: 3, useGrouping: false }) }) : '';
  const seen = [when, sighting.area, depth].filter(Boolean).join(' · ');
  return (
    <li className="review-card card" aria-labelledby={cardHeadingId(sighting.id)} data-testid={`review-${sighting.id}`}>
      <div className="review-photos">
        {photos.length > 0 ? <PhotoGallery photos={photos} speciesName={sighting.speciesName} words={all.result.gallery} /> : <p className="review-no-photo">{words.noPhoto}</p>}
      </div>
      <div className="review-answer">
        <p className="review-model">{words.modelAnswer}</p>
        <h2 id={cardHeadingId(sighting.id)} tabIndex={-1} className="review-name">
          {sighting.speciesName}
        </h2>
        {sighting.scientificName && sighting.scientificName !== sighting.speciesName && (
          <p className="review-scientific">
            <i>{sighting.scientificName}</i>
          </p>
        )}
        <WormsCheck verification={sighting.verification} taxon={sighting.taxon} scientificName={sighting.scientificName} modelScientificName={sighting.modelScientificName} words={all.result.check} />
        {seen && <p className="review-when">{seen}</p>}
        <RankedCandidates candidates={sighting.candidates ?? []} words={all.result} />
        <ReviewForm identificationId={sighting.id} answerName={sighting.scientificName || sighting.speciesName} onSent={onReviewed} words={all.form} />
      </div>
    </li>
  );
}

/** The result display's styles, once per page, for the gallery, the WoRMS check and the candidates. */
export function QueueStyles() {
  return <style>{RESULT_CSS}</style>;
}
