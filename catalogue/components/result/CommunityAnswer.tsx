import type { ResultIdentification, ReviewStatus } from './types';

/** What each review status says; an unreviewed sighting shows nothing. */
export const REVIEW_STATUS_TEXT: Record<Exclude<ReviewStatus, 'unreviewed'>, string> = {
  'in-review': 'In review',
  verified: 'Verified by experts',
  disputed: 'Disputed',
};

/** The experts' status of a sighting, as a label (not a button). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus | null | undefined }) {
  if (!status || status === 'unreviewed') return null;
  const text = REVIEW_STATUS_TEXT[status];
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
export function ReviewMark({ status, className }: { status: ReviewStatus | null | undefined; className: string }) {
  if (!status || status === 'unreviewed' || !REVIEW_STATUS_TEXT[status]) return null;
  return (
    <span className={`${className} ${className}-${status}`} data-review-status={status}>
      {status === 'verified' && <span aria-hidden="true">✓ </span>}
      {REVIEW_STATUS_TEXT[status]}
    </span>
  );
}

/** "The model said …": the model's own answer under the community's, so what the machine predicted stays on record. */
export function ModelSaid({ identification }: { identification: ResultIdentification }) {
  const scientific = identification.scientificName && identification.scientificName !== identification.speciesName ? identification.scientificName : null;
  return (
    <p className="rd-model-said" data-testid="model-said">
      The model said {identification.speciesName}
      {scientific && (
        <>
          {' '}
          (<i>{scientific}</i>)
        </>
      )}
      ; the notes below describe its answer.
    </p>
  );
}
