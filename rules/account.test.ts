import { describe, expect, test } from 'bun:test';
import { checkLogin, checkPasswordChange, checkProfile, checkRegistration } from './account';

describe('account rules', () => {
  test('login needs a 3-character username and a 6-character password', () => {
    expect(checkLogin({ username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(checkLogin({ username: 'abc', password: '123456' })).toEqual({});
  });

  test('registration checks email, website and the confirmation', () => {
    expect(
      checkRegistration({ username: 'diver', password: 'secret1', email: 'nope', website: 'not a url', confirmPassword: 'secret2' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      website: 'Please enter a valid URL',
      confirmPassword: 'Passwords do not match',
    });
    expect(checkRegistration({ username: 'diver', password: 'secret1', email: 'd@x.io', website: '' })).toEqual({});
  });

  test('profile fields are optional but must be valid when given', () => {
    expect(checkProfile({ email: 'bad' })).toEqual({ email: 'Please enter a valid email' });
    expect(checkProfile({ website: 'https://reef.example' })).toEqual({});
    expect(checkProfile({ website: null })).toEqual({});
  });

  test('a new password needs 8 characters and a matching confirmation', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});
