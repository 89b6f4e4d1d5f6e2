import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../../test-support/harness';

describe('POST /api/profile', () => {
  test('changes only the fields sent', async () => {
    const browser = (await testApp()).client();
    await browser.register('diver', { website: 'https://old.example' });
    const response = await browser.post('/api/profile', { email: 'new@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'new@example.com', website: 'https://old.example' });
    const cleared = await browser.post('/api/profile', { website: null });
    expect(await cleared.json()).toMatchObject({ email: 'new@example.com', website: null });
  });

  test('validates on the server and refuses an email in use', async () => {
    const { client } = await testApp();
    await client().register('other');
    const browser = client();
    await browser.register('diver');
    const bad = await browser.post('/api/profile', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Please enter a valid email' });
    expect((await browser.post('/api/profile', { website: 'javascript:alert(1)' })).status).toBe(400);
    expect((await browser.post('/api/profile', { email: 'OTHER@example.com' })).status).toBe(409);
    expect((await browser.post('/api/profile', {})).status).toBe(400);
  });

  test('needs a session', async () => {
    expect((await (await testApp()).client().post('/api/profile', { email: 'a@b.io' })).status).toBe(401);
  });

  test('password change checks the current password and ends the other sessions', async () => {
    const { client } = await testApp();
    const laptop = client();
    await laptop.register('diver');
    const phone = client();
    await phone.post('/api/login', { username: 'diver', password: 'secret-pass' });

    const wrong = await laptop.post('/api/profile', { currentPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.status).toBe(400);
    const short = await laptop.post('/api/profile', { currentPassword: 'secret-pass', newPassword: 'short' });
    expect(await short.json()).toEqual({ message: 'Password must be at least 8 characters' });

    const changed = await laptop.post('/api/profile', { currentPassword: 'secret-pass', newPassword: 'new-password' });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: 'diver', password: 'secret-pass' })).status).toBe(401);
    expect((await client().post('/api/login', { username: 'diver', password: 'new-password' })).status).toBe(200);
  });

  test('the current password cannot be guessed here faster than at the login form, nor be a megabyte long', async () => {
    const app = await testApp();
    const session = app.client({ ip: '203.0.113.20' });
    await session.register('diver');
    const start = Date.now();
    const huge = await session.post('/api/profile', { currentPassword: 'x'.repeat(100_000), newPassword: 'new-password' });
    expect(huge.status).toBe(400);
    for (let i = 0; i < 9; i++) {
      // A minute apart: past the growing delay of the account, within the window of the address.
      app.setNow(new Date(start + (i + 1) * 60_000));
      expect((await session.post('/api/profile', { currentPassword: `guess-${i}`, newPassword: 'new-password' })).status).toBe(400);
    }
    app.setNow(new Date(start + 11 * 60_000));
    const blocked = await session.post('/api/profile', { currentPassword: 'secret-pass', newPassword: 'new-password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
