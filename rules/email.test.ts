import { describe, expect, test } from 'bun:test';
import { checkProfile, checkRegistration } from './account';

const PLAIN_EMAIL = { code: 'email.not_plain' } as const;
const LOOKALIKE_EMAIL = { code: 'email.lookalike' } as const;
import { hasLookalikeLocalPart, isPlainAddress, mailboxKey } from './email';
import { MAILER_SPELLINGS } from '../api/test-support/mailer-spellings';

describe('the mailbox an address reaches', () => {
  test.each([
    ['diver@gmail.com', 'diver@gmail.com'],
    ['  Diver@Gmail.COM ', 'diver@gmail.com'],
    ['d.iver@gmail.com', 'diver@gmail.com'],
    ['d.i.v.e.r@googlemail.com', 'diver@gmail.com'],
    ['diver@googlemail.com', 'diver@gmail.com'],
    ['diver+reef@gmail.com', 'diver@gmail.com'],
    ['"diver"@gmail.com', 'diver@gmail.com'],
    ['"d.iver+x"@GoogleMail.com', 'diver@gmail.com'],
    ['ｄiver@gmail.com', 'diver@gmail.com'], // full-width
    ['ｄｉｖｅｒ＠ｇｍａｉｌ．ｃｏｍ', 'diver@gmail.com'],
    ['d\u0456ver@gmail.com', 'diver@gmail.com'], // Cyrillic і
    ['diver@gmail.com.', 'diver@gmail.com'],
    // Elsewhere dots tell mailboxes apart.
    ['d.iver@example.com', 'd.iver@example.com'],
    ['Diver+2@Example.com', 'diver@example.com'],
    ['δοκιμή@example.com', 'δοκιμή@example.com'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });
});

describe('an account address is a plain local@domain', () => {
  test.each([
    ...MAILER_SPELLINGS,
    'Diver <diver@gmail.com>',
    '"diver"@gmail.com', // a quoted local part may hold any of the characters above
    'diver\\@gmail.com',
    'diver@[192.0.2.1]',
    'diver\u0000@gmail.com',
    'diver\u00a0@gmail.com', // a no-break space
    '\uff1cdiver@gmail.com\uff1e', // full-width < and >, which NFKC reads as < and >
    '.diver@gmail.com',
    'diver.@gmail.com',
    'd..iver@gmail.com',
    'diver@.gmail.com',
  ])('%s is not', (address) => {
    expect(isPlainAddress(address)).toBe(false);
    expect(checkRegistration({ username: 'diver', password: 'secret-pass', email: address }).email).toEqual(PLAIN_EMAIL);
    expect(checkProfile({ email: address }).email).toEqual(PLAIN_EMAIL);
  });

  test.each(['diver@gmail.com', 'd.iver+reef@googlemail.com', "o'brien@example.ie", 'δοκιμή@example.com', 'ｄiver@gmail.com'])('%s is', (address) => {
    expect(isPlainAddress(address)).toBe(true);
    expect(checkRegistration({ username: 'diver', password: 'secret-pass', email: address })).toEqual({});
  });
});

describe('addresses that only look like Latin letters', () => {
  test.each([
    ['diver@gmail.com', false],
    ['ｄiver@gmail.com', false], // full-width reads as what it is after NFKC
    ['d\u0456ver@gmail.com', true], // Latin with a Cyrillic і
    ['\u0430\u0441\u0430@example.com', true], // Cyrillic "аса", every letter a look-alike
    ['δοκιμή@example.com', false], // Greek, not all look-alikes
    ['дайвер@example.com', false],
    ['山田taro@example.jp', false],
  ])('%s: %p', (address, lookalike) => {
    expect(hasLookalikeLocalPart(address)).toBe(lookalike);
  });

  test('registration and the profile refuse them with a clear message', () => {
    expect(checkRegistration({ username: 'diver', password: 'secret-pass', email: 'd\u0456ver@gmail.com' }).email).toEqual(LOOKALIKE_EMAIL);
    expect(checkProfile({ email: '\u0430\u0441\u0430@example.com' }).email).toEqual(LOOKALIKE_EMAIL);
    expect(checkProfile({ email: 'δοκιμή@example.com' }).email).toBeUndefined();
  });
});
