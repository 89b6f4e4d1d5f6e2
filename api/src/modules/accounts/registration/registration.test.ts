import { describe, expect, test } from 'bun:test';
import { users } from '../../../db/schema';
import { testApp } from '../../../../test-support/harness';
import { first } from '../../../db/client';

describe('POST /api/register', () => {
  test('creates the account, signs it in and never returns the password', async () => {
    const { client, ctx } = await testApp();
    const browser = client();
    const response = await browser.api.register.post({
      username: 'diver',
      password: 'secret-pass',
      email: 'diver@example.com',
      website: 'https://reef.example',
    });
    expect(response.status).toBe(201);
    // All of it as text: no field of any name may carry the password.
    const text = JSON.stringify(response.data);
    expect(text).not.toContain('password');
    expect(text).not.toContain('argon2');
    expect(response.data).toMatchObject({ username: 'diver', email: 'diver@example.com', isAdmin: false });
    expect((await ctx.db.select().from(users).then(first))!.password).toStartWith('$argon2id$');

    const me = await browser.api.user.get();
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ username: 'diver', website: 'https://reef.example' });
  });

  test('two registrations racing for one name: one account, and the other is told the name is taken', async () => {
    const { client } = await testApp();
    const [a, b] = await Promise.all(
      ['one@example.com', 'two@example.com'].map((email) => client().api.register.post({ username: 'racer', password: 'secret-pass', email })),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
  });

  test('applies the registration rules on the server', async () => {
    const browser = (await testApp()).client();
    const cases: Array<[{ username: string; password: string; email: string; website?: string }, string]> = [
      [{ username: 'ab', password: 'secret-pass', email: 'a@b.io' }, 'Username must be at least 3 characters'],
      [{ username: 'abc', password: '12345', email: 'a@b.io' }, 'Password must be at least 6 characters'],
      [{ username: 'abc', password: 'secret-pass', email: 'nope' }, 'Please enter a valid email address'],
      [{ username: 'abc', password: 'secret-pass', email: 'a@b.io', website: 'ftp:/x' }, 'Please enter a valid URL'],
    ];
    for (const [body, message] of cases) {
      const response = await browser.api.register.post(body);
      expect(response.status).toBe(400);
      expect(response.error?.value).toEqual({ code: 'account.registration_invalid', message });
    }
    // Raw: a form without its password and e-mail, which the typed client would not send.
    const missing = await browser.post('/api/register', { username: 'abc' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBeString();
  });

  test('a taken username or email is a 409, whatever its case', async () => {
    const { client } = await testApp();
    await client().register('diver');
    const sameName = await client().api.register.post({ username: 'DIVER', password: 'secret-pass', email: 'x@example.com' });
    expect(sameName.status).toBe(409);
    const sameEmail = await client().api.register.post({ username: 'other', password: 'secret-pass', email: 'Diver@Example.com' });
    expect(sameEmail.status).toBe(409);
  });

  test('a name that only looks different is taken too: width, case folding and look-alike letters', async () => {
    const { client } = await testApp();
    await client().register('bob');
    for (const [i, lookalike] of ['ＢＯＢ', '\u0412\u041E\u0412'].entries()) {
      const response = await client().api.register.post({ username: lookalike, password: 'secret-pass', email: `b${i}@example.com` });
      expect(response.status).toBe(409);
      expect(response.error?.value).toEqual({ code: 'account.username_taken', message: 'Username already exists' });
    }
    const mixed = await client().api.register.post({ username: 'b\u043Eb', password: 'secret-pass', email: 'mixed@example.com' });
    expect(mixed.status).toBe(400);
    expect(mixed.error?.value).toEqual({ code: 'account.registration_invalid', message: 'Username may not mix letters of different alphabets' });
    await client().register('straße');
    expect((await client().api.register.post({ username: 'STRASSE', password: 'secret-pass', email: 's@example.com' })).status).toBe(409);
  });
});
