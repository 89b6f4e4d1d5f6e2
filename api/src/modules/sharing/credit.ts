import type { PhotoCredit } from '@catalogue/model/shared';
import type { IdentificationRow } from '../identifications';

/**
 * Whom a shared page credits for the photo: the uploader only as they chose. An owner who offers the photo to the
 * public catalogue under a licence is credited by name with that licence, as on species pages; any other shared
 * photo is credited to no one.
 */
export function sharedPhotoCredit(row: IdentificationRow): PhotoCredit | null {
  if (!row.catalogueConsent || !row.licence || !row.uploaderName) return null;
  return { name: row.uploaderName, website: row.uploaderWebsite, licence: row.licence };
}
