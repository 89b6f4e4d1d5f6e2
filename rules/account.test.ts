import { describe, expect, test } from 'bun:test';
import { checkLogin, checkPasswordChange, checkProfile, checkRegistration } from './account';

describe('account rules', () => {
  test('login needs a 3-character username and a 6-character password', () => {
    expect(checkLogin({ username: 'ab', password: '12345' })).toEqual({
      username: { code: 'username.too_short', values: { min: 3 } },
      password: { code: 'password.too_short', values: { min: 6 } },
    });
    expect(checkLogin({ username: 'abc', password: '123456' })).toEqual({});
  });

  test('registration checks email, website and the confirmation', () => {
    expect(
      checkRegistration({ username: 'diver', password: 'secret1', email: 'nope', website: 'not a url', confirmPassword: 'secret2' }),
    ).toEqual({
      email: { code: 'email.invalid' },
      website: { code: 'website.invalid' },
      confirmPassword: { code: 'password.mismatch' },
    });
    expect(checkRegistration({ username: 'diver', password: 'secret1', email: 'd@x.io', website: '' })).toEqual({});
  });

  test('profile fields are optional but must be valid when given', () => {
    expect(checkProfile({ email: 'bad' })).toEqual({ email: { code: 'email.profile_invalid' } });
    expect(checkProfile({ website: 'https://reef.example' })).toEqual({});
    expect(checkProfile({ website: null })).toEqual({});
  });

  test('a new password needs 8 characters and a matching confirmation', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: { code: 'password.current_needed' },
      newPassword: { code: 'password.too_short', values: { min: 8 } },
      confirmPassword: { code: 'password.mismatch' },
    });
  });
});
