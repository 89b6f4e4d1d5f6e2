import { describe, expect, test } from 'bun:test';
import { checkRegistration } from './account';
import { isSingleScript, usernameKey } from './username';

describe('usernames that look alike are one name', () => {
  test('case, width, accents and look-alike letters of other scripts fold to one key', () => {
    const bob = usernameKey('bob');
    expect(usernameKey('BOB')).toBe(bob);
    expect(usernameKey('ｂｏｂ')).toBe(bob); // full-width
    expect(usernameKey('b\u043Eb')).toBe(bob); // Cyrillic о
    expect(usernameKey('b\u03BFb')).toBe(bob); // Greek ο
    expect(usernameKey('\u0412\u041E\u0412')).toBe('bob'); // Cyrillic ВОВ, all one script
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
    expect(usernameKey('café')).toBe(usernameKey('cafe'));
    expect(usernameKey('diver')).not.toBe(usernameKey('diver2'));
  });

  test('a name keeps to one script, or a mix real names use', () => {
    expect(isSingleScript('bob_42')).toBe(true);
    expect(isSingleScript('Дмитрий')).toBe(true);
    expect(isSingleScript('山田taro')).toBe(true);
    expect(isSingleScript('やまだ太郎')).toBe(true);
    expect(isSingleScript('b\u043Eb')).toBe(false);
    expect(isSingleScript('αlex')).toBe(false);
  });

  test('registration refuses a mixed-script name by its code', () => {
    const errors = checkRegistration({ username: 'b\u043Eb', password: 'secret-pass', email: 'b@example.com' });
    expect(errors.username).toEqual({ code: 'username.mixed_scripts' });
  });
});
