import { expect, test } from 'bun:test';
import type { AdminIdentification } from '../../lib/types';
import { adminWords } from './admin-words';
import { refusalWord } from './record-words';

const GERMAN = adminWords('de');
// A row Publish is refused for, as the API lists it (its reason in English, which the dashboard does not read).
const refused = { trashedAt: null, userId: 4, catalogueConsent: true, licence: 'cc-by-4.0', publishRefusal: 'Refused.' };
const CASES: Array<[string, Partial<AdminIdentification>, string | undefined]> = [
  ['one Publish is offered for', { ...refused, publishRefusal: null }, undefined],
  ['a trashed one', { ...refused, trashedAt: '2026-01-06T10:00:00.000Z', userId: null }, GERMAN.refusalTrashed],
  ["a visitor's", { ...refused, userId: null }, GERMAN.refusalVisitor],
  ['one without consent', { ...refused, catalogueConsent: false }, GERMAN.refusalNoConsent],
  ['one without a licence', { ...refused, licence: null }, GERMAN.refusalNoConsent],
  ['one not verified while only verified ones may be published', refused, GERMAN.refusalNotVerified],
];

// The same order as the API's rule (api/src/modules/identifications/publishable.ts), whose sentences are these keys' English.
for (const [name, row, said] of CASES) {
  test(`why Publish is not offered for ${name}, in the page's language`, () => {
    expect(refusalWord(GERMAN, row as AdminIdentification)).toBe(said);
  });
}
