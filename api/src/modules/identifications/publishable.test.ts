import { expect, test } from 'bun:test';
import { admin_refusal_no_consent, admin_refusal_not_verified, admin_refusal_trashed, admin_refusal_visitor } from '@messages/messages.js';
import { NO_CONSENT, NOT_VERIFIED, TRASHED_NOT_PUBLISHABLE, VISITOR_NOT_PUBLISHABLE } from './publishable';

// The admin dashboard shows each refusal in the page's language by these keys (site/src/features/admin/record-words.ts):
// in English they are the API's sentences word for word, so a change to one is a change to the other.
test("the refusals to publish are the admin dashboard's English words", () => {
  const english = { locale: 'en' } as const;
  expect([TRASHED_NOT_PUBLISHABLE, VISITOR_NOT_PUBLISHABLE, NO_CONSENT, NOT_VERIFIED]).toEqual([
    admin_refusal_trashed({}, english),
    admin_refusal_visitor({}, english),
    admin_refusal_no_consent({}, english),
    admin_refusal_not_verified({}, english),
  ]);
});
