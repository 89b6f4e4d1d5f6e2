import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../../test-support/harness';

describe('POST /api/profile', () => {
  test('changes only the fields sent', async () => {
    const browser = (await testApp()).client();
    await browser.register('diver', { website: 'https://old.example' });
    const response = await browser.api.profile.post({ email: 'new@example.com' });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ email: 'new@example.com', website: 'https://old.example' });
    const cleared = await browser.api.profile.post({ website: null });
    expect(cleared.data).toMatchObject({ email: 'new@example.com', website: null });
  });

  test('validates on the server and refuses an email in use', async () => {
    const { client } = await testApp();
    await client().register('other');
    const browser = client();
    await browser.register('diver');
    const bad = await browser.api.profile.post({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.error?.value).toEqual({ code: 'account.profile_invalid', message: 'Please enter a valid email' });
    expect((await browser.api.profile.post({ website: 'javascript:alert(1)' })).status).toBe(400);
    expect((await browser.api.profile.post({ email: 'OTHER@example.com' })).status).toBe(409);
    expect((await browser.api.profile.post({})).status).toBe(400);
  });

  test("takes the account's language, one of the five; GET /api/user returns it", async () => {
    const browser = (await testApp()).client();
    await browser.register('diver');
    expect((await browser.api.user.get()).data?.locale).toBeNull();
    const saved = await browser.api.profile.post({ locale: 'zh-Hans' });
    expect(saved.status).toBe(200);
    expect(saved.data?.locale).toBe('zh-Hans');
    expect((await browser.api.user.get()).data?.locale).toBe('zh-Hans');
    for (const locale of ['zh', 'de-AT', 'EN', '']) {
      const refused = await browser.api.profile.post({ locale });
      expect(refused.status).toBe(400);
      expect(refused.error?.value).toMatchObject({ code: 'account.bad_locale' });
    }
    expect((await browser.api.user.get()).data?.locale).toBe('zh-Hans');
  });

  test('needs a session', async () => {
    expect((await (await testApp()).client().api.profile.post({ email: 'a@b.io' })).status).toBe(401);
  });

  test('password change checks the current password and ends the other sessions', async () => {
    const { client } = await testApp();
    const laptop = client();
    await laptop.register('diver');
    const phone = client();
    await phone.api.login.post({ username: 'diver', password: 'secret-pass' });

    const wrong = await laptop.api.profile.post({ currentPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.status).toBe(400);
    const short = await laptop.api.profile.post({ currentPassword: 'secret-pass', newPassword: 'short' });
    expect(short.error?.value).toEqual({ code: 'account.password_change_invalid', message: 'Password must be at least 8 characters' });

    const changed = await laptop.api.profile.post({ currentPassword: 'secret-pass', newPassword: 'new-password' });
    expect(changed.status).toBe(200);
    expect((await laptop.api.user.get()).status).toBe(200);
    expect((await phone.api.user.get()).status).toBe(401);
    expect((await client().api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(401);
    expect((await client().api.login.post({ username: 'diver', password: 'new-password' })).status).toBe(200);
  });

  test('the current password cannot be guessed here faster than at the login form, nor be a megabyte long', async () => {
    const app = await testApp();
    const session = app.client({ ip: '203.0.113.20' });
    await session.register('diver');
    const start = Date.now();
    const huge = await session.api.profile.post({ currentPassword: 'x'.repeat(100_000), newPassword: 'new-password' });
    expect(huge.status).toBe(400);
    for (let i = 0; i < 9; i++) {
      // A minute apart: past the growing delay of the account, within the window of the address.
      app.setNow(new Date(start + (i + 1) * 60_000));
      expect((await session.api.profile.post({ currentPassword: `guess-${i}`, newPassword: 'new-password' })).status).toBe(400);
    }
    app.setNow(new Date(start + 11 * 60_000));
    const blocked = await session.api.profile.post({ currentPassword: 'secret-pass', newPassword: 'new-password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
