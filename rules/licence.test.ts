import { describe, expect, test } from 'bun:test';
import { BAD_LICENCE, checkConsent, DEFAULT_LICENCE, isLicence, licenceOf } from './licence';

describe('licences', () => {
  test('CC BY-NC 4.0 is offered by default; CC BY 4.0 and CC0 are the others', () => {
    expect(DEFAULT_LICENCE).toBe('CC-BY-NC-4.0');
    expect(['CC-BY-NC-4.0', 'CC-BY-4.0', 'CC0-1.0'].every(isLicence)).toBe(true);
    expect(isLicence('all-rights-reserved')).toBe(false);
    expect(licenceOf('CC0-1.0')?.label).toBe('CC0 1.0');
    expect(licenceOf(null)).toBeUndefined();
  });

  test('a choice stores a licence only with consent', () => {
    expect(checkConsent({ allow: true })).toEqual({ catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    expect(checkConsent({ allow: true, licence: 'CC0-1.0' })).toEqual({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect(checkConsent({ allow: false, licence: null })).toEqual({ catalogueConsent: false, licence: null });
    expect(checkConsent({ allow: true, licence: 'MIT' })).toEqual({ error: BAD_LICENCE });
    expect(checkConsent({ allow: false, licence: 'CC0-1.0' })).toHaveProperty('error');
    expect(checkConsent({ allow: 'yes' as unknown as boolean })).toHaveProperty('error');
  });
});
