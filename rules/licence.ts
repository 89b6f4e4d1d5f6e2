/**
 * The licences an owner may offer a photo under, shared by the browser and the API. Without one ("all rights
 * reserved") a photo is never published in the public catalogue.
 */
export const LICENCES = [
  { id: 'CC-BY-NC-4.0', label: 'CC BY-NC 4.0', name: 'Attribution-NonCommercial 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
  { id: 'CC-BY-4.0', label: 'CC BY 4.0', name: 'Attribution 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  { id: 'CC0-1.0', label: 'CC0 1.0', name: 'Public Domain Dedication', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
] as const;

export type LicenceId = (typeof LICENCES)[number]['id'];
export type Licence = (typeof LICENCES)[number];

/** Offered first, as iNaturalist does: others may share the photo with credit, but not sell it. */
export const DEFAULT_LICENCE: LicenceId = 'CC-BY-NC-4.0';

export const LICENCE_IDS = LICENCES.map((licence) => licence.id) as LicenceId[];

export function isLicence(value: unknown): value is LicenceId {
  return typeof value === 'string' && (LICENCE_IDS as string[]).includes(value);
}

/** The licence of an id, or undefined for none or an unknown one. */
export function licenceOf(id: string | null | undefined): Licence | undefined {
  return LICENCES.find((licence) => licence.id === id);
}

export const BAD_LICENCE = `Licence must be one of ${LICENCE_IDS.join(', ')}`;

/** An owner's choice: whether the photo may appear in the public catalogue, and under which licence. */
export interface ConsentChoice {
  allow: boolean;
  licence?: string | null;
}

/**
 * Checks a choice and gives what is stored: a licence only with consent (the default when none is given), none
 * without. Answers the message of what is wrong instead when it is wrong.
 */
export function checkConsent(choice: ConsentChoice): { catalogueConsent: boolean; licence: LicenceId | null } | { error: string } {
  if (typeof choice.allow !== 'boolean') return { error: 'Please say whether the photo may appear in the public catalogue (allow: true or false)' };
  const given = choice.licence ?? undefined;
  if (given !== undefined && !isLicence(given)) return { error: BAD_LICENCE };
  if (!choice.allow) {
    if (given !== undefined) return { error: 'A licence is chosen only when the photo may appear in the public catalogue' };
    return { catalogueConsent: false, licence: null };
  }
  return { catalogueConsent: true, licence: given ?? DEFAULT_LICENCE };
}
