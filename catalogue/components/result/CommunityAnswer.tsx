import { around } from './around';
import type { ResultWords, ReviewWords } from './result-words';
import type { ResultIdentification, ReviewStatus } from './types';

/**
 * What each review status says in English, for a screen whose page has no language (the admin dashboard); every
 * other screen hands over its page's words (result-words.ts). An unreviewed sighting shows nothing.
 */
export const REVIEW_STATUS_TEXT: ReviewWords = {
  'in-review': 'In review',
  verified: 'Verified by experts',
  disputed: 'Disputed',
};

/** The experts' status of a sighting, as a label (not a button). */
export function ReviewStatusBadge({ status, words }: { status: ReviewStatus | null | undefined; words: ReviewWords }) {
  if (!status || status === 'unreviewed') return null;
  const text = words[status];
  if (!text) return null;
  return (
    <p className="rd-review-status">
      <span className={`rd-review rd-review-${status}`} data-review-status={status}>
        {status === 'verified' && (
          <span aria-hidden="true" className="rd-check-mark">
            ✓{' '}
          </span>
        )}
        {text}
      </span>
    </p>
  );
}

/** The experts' verdict as a short mark beside a listed sighting's name ("✓ Verified by experts"); none before a review. */
export function ReviewMark({ status, className, words = REVIEW_STATUS_TEXT }: { status: ReviewStatus | null | undefined; className: string; words?: ReviewWords }) {
  if (!status || status === 'unreviewed' || !words[status]) return null;
  return (
    <span className={`${className} ${className}-${status}`} data-review-status={status}>
      {status === 'verified' && <span aria-hidden="true">✓ </span>}
      {words[status]}
    </span>
  );
}

/** "The model said …": the model's own answer under the community's, so what the machine predicted stays on record. */
export function ModelSaid({ identification, words }: { identification: ResultIdentification; words: ResultWords }) {
  const scientific = identification.scientificName && identification.scientificName !== identification.speciesName ? identification.scientificName : null;
  const [before, after] = around(words.modelSaid, 'name');
  return (
    <p className="rd-model-said" data-testid="model-said">
      {before}
      {identification.speciesName}
      {scientific && (
        <>
          {' '}
          (<i>{scientific}</i>)
        </>
      )}
      {after}
    </p>
  );
}
