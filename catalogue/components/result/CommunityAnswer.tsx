import { commonName, type Taxon } from '@rules/taxon';
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

/**
 * The community's taxon when it is not the model's: the answer shown is then the community's, and the model's stays
 * visible beside it. Null when there is none, or it is the model's own.
 */
export function communityTaxonShown(identification: Pick<NamedSighting, 'taxon' | 'communityTaxon'>): Taxon | null {
  const community = identification.communityTaxon;
  if (!community) return null;
  return community.aphiaId === identification.taxon?.aphiaId ? null : community;
}

/** The heading of a taxon: its one common name (rules/taxon.ts), its scientific name standing for the model's. */
export const taxonHeading = (taxon: Taxon) => commonName(taxon, taxon.scientificName);

/** What a sighting's name and mark are read from: its answer and, once experts reviewed it, their verdict. */
export interface NamedSighting {
  speciesName: string;
  taxon?: Pick<Taxon, 'aphiaId'> | null;
  communityTaxon?: Taxon | null;
  reviewStatus?: ReviewStatus | null;
}

/**
 * The name a sighting goes by wherever it is listed (the result, a History card, the admin's list): the experts'
 * taxon once they settled on another than the model's, else the answer's own name.
 */
export function sightingName(sighting: NamedSighting): string {
  const community = communityTaxonShown(sighting);
  return community ? taxonHeading(community) : sighting.speciesName;
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
