import type { PhotoCredit } from '@catalogue/model/shared';
import type { IdentificationRow } from '../identifications/repo';

/**
 * Whom a shared page credits for the photo: the uploader only as they chose to be credited. Nobody has been asked
 * yet, so no name is shown; the choice, once recorded with the identification, is read here and nowhere else.
 */
export function sharedPhotoCredit(_row: IdentificationRow): PhotoCredit | null {
  return null;
}
