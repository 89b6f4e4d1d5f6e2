import type { CheckedCandidate } from '@rules/identification';
import type { PublicIdentification, PublicPhoto } from './public';

/** Whom a photo is credited to on a public page, as its uploader chose. */
export interface PhotoCredit {
  name: string;
  website: string | null;
  /** The licence the photo is offered under (rules/licence.ts). */
  licence: string;
}

/**
 * What a shared page shows of an identification: the result and the photo. No owner, no e-mail, no model
 * bookkeeping, no high-resolution copy, and no address of the stored file (the photo is served through the link,
 * so it goes when the link goes).
 */
export type SharedIdentification = Pick<
  PublicIdentification,
  | 'speciesName'
  | 'scientificName'
  | 'description'
  | 'conservationStatus'
  | 'conservationStatusSource'
  | 'conservationStatusYear'
  | 'distribution'
  | 'habitat'
  | 'features'
  | 'conservation'
  | 'classification'
  | 'taxon'
  | 'verification'
  | 'modelScientificName'
  | 'alternativeSpecies'
  | 'createdAt'
  | 'observedOn'
> & {
  candidates: CheckedCandidate[];
  demo: boolean;
  /** The cover through the link, or null when none was stored. */
  photoUrl: string | null;
  /** Every photo of the sighting through the link, cover first (no high-resolution copy). */
  photos: PublicPhoto[];
  credit: PhotoCredit | null;
};
