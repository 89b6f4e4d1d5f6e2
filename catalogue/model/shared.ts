import type { AlternativeSpecies } from '@rules/alternative-species';
import type { CheckedCandidate } from '@rules/identification';
import type { ConservationStatusSource, Taxon, Verification } from '@rules/taxon';

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
export interface SharedIdentification {
  speciesName: string;
  scientificName: string | null;
  description: string;
  conservationStatus: string | null;
  conservationStatusSource: ConservationStatusSource;
  distribution: string | null;
  habitat: string | null;
  features: string | null;
  conservation: string | null;
  classification: string | null;
  taxon: Taxon | null;
  verification: Verification;
  modelScientificName: string | null;
  alternativeSpecies: AlternativeSpecies[];
  candidates: CheckedCandidate[];
  createdAt: string;
  demo: boolean;
  /** The photo through the link, or null when none was stored. */
  photoUrl: string | null;
  credit: PhotoCredit | null;
}
