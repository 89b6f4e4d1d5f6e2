import type { AlternativeSpecies } from '@rules/alternative-species';
import type { ConservationStatusSource, Taxon, Verification } from '@rules/taxon';
import type { CheckedCandidate } from '../identifications/view';
import type { PhotoCredit } from './credit';

/** 128 random bits in base64url: too many to guess, short enough to paste. */
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const newShareToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString('base64url');

/** Whether text has the shape of a share token (anything else names no link, without asking the database). */
export const isShareToken = (text: string) => TOKEN_PATTERN.test(text);

export const sharedPath = (token: string) => `/shared/${token}`;
export const sharedPhotoPath = (token: string) => `/shared/${token}/photo`;

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
