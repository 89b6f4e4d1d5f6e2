import { describe, expect, test } from 'bun:test';
import { testApp, verificationLink, type TestClient } from '../../../../test-support/harness';

const DAY = 24 * 60 * 60 * 1000;
const startTrial = (browser: TestClient) => browser.api['update-subscription'].post({ tier: 'trial' });
/** Raw: opens the link exactly as the e-mail writes it, as its owner would; the typed client would rebuild it. */
const follow = (browser: TestClient, link: string) => browser.get(new URL(link).pathname + new URL(link).search);
const verify = (browser: TestClient, token?: string) => browser.api['verify-email'].get({ query: { token } });

describe('e-mail verification', () => {
  test('registration sends a signed link through SMTP; following it verifies the address, once', async () => {
    const app = await testApp();
    const browser = app.client();
    const registered = await browser.api.register.post({ username: 'diver', password: 'secret-pass', email: 'Diver@Example.com' });
    expect(registered.data).toMatchObject({ email: 'Diver@Example.com', emailVerified: false, verificationEmailSent: true });

    const mail = await app.mailTo('Diver@Example.com');
    // To the address given and nothing else (the domain as DNS reads it, lower-cased).
    expect(mail.to).toEqual(['Diver@example.com']);
    expect(mail.subject).toBe('Verify your e-mail address for ReefID');
    expect(mail.text).toStartWith('Hello diver,');
    const link = verificationLink(mail);
    expect(link).toStartWith('http://localhost:4321/api/verify-email?token=');

    // The link works in any browser, signed in or not.
    const followed = await follow(app.client(), link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/verify-email?result=verified');
    expect((await browser.api.user.get()).data).toMatchObject({ emailVerified: true });
    expect((await follow(app.client(), link)).headers.get('location')).toBe('/verify-email?result=already-verified');
  });

  test('the trial is refused before the address is verified and allowed after', async () => {
    const app = await testApp();
    const browser = app.client();
    await browser.register('diver');
    const refused = await startTrial(browser);
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({
      code: 'account.email_not_verified',
      message: 'Please verify your e-mail address before starting the free trial: follow the link we sent you, or send a new one.',
    });
    expect((await app.verifyEmail(browser)).status).toBe(303);
    const started = await startTrial(browser);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({ subscriptionTier: 'trial', emailVerified: true });
  });

  test('an expired or forged link is refused', async () => {
    const app = await testApp();
    const start = new Date('2026-05-01T10:00:00Z');
    app.setNow(start);
    const browser = app.client();
    const me = await browser.register('diver');
    await app.client({ ip: '198.51.100.2' }).register('other');
    const link = verificationLink(await app.mailTo('diver@example.com'));
    const token = new URL(link).searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');

    const forgeries = [
      `${id}.${Number(expires) + DAY}.${signature}`, // a later expiry
      `${me.id + 1}.${expires}.${signature}`, // another user
      `${id}.${expires}.${signature!.slice(0, -2)}AA`, // a changed signature
      'not-a-token',
      '',
    ];
    for (const forged of forgeries) {
      const response = await verify(browser, forged);
      expect(response.response.headers.get('location')).toBe('/verify-email?result=invalid');
    }
    expect((await verify(browser)).response.headers.get('location')).toBe('/verify-email?result=invalid');

    app.setNow(new Date(start.getTime() + DAY + 1000));
    expect((await follow(browser, link)).headers.get('location')).toBe('/verify-email?result=expired');
    expect((await browser.api.user.get()).data).toMatchObject({ emailVerified: false });
    expect((await startTrial(browser)).status).toBe(403);
  });

  test('"Resend verification e-mail" sends a new link, at most once a minute, and not once verified', async () => {
    const app = await testApp();
    const start = new Date('2026-05-01T10:00:00Z');
    app.setNow(start);
    const browser = app.client();
    await browser.register('diver');
    const early = await browser.api['verify-email'].resend.post();
    expect(early.status).toBe(429);
    expect(Number(early.response.headers.get('retry-after'))).toBe(60);

    app.setNow(new Date(start.getTime() + 61_000));
    const before = app.smtp.messages.length;
    const resent = await browser.api['verify-email'].resend.post();
    expect(resent.status).toBe(200);
    expect(resent.data).toEqual({ sent: true });
    const mail = await app.mailTo('diver@example.com', before);
    expect((await follow(browser, verificationLink(mail))).headers.get('location')).toBe('/verify-email?result=verified');

    app.setNow(new Date(start.getTime() + 200_000));
    const again = await browser.api['verify-email'].resend.post();
    expect(again.status).toBe(409);
    expect(again.error?.value).toEqual({ code: 'account.already_verified', message: 'Your e-mail address is already verified' });
    expect((await app.client().api['verify-email'].resend.post()).status).toBe(401);
  });

  test('changing the e-mail address makes it unverified and sends a link to the new one; the old link stops working', async () => {
    const app = await testApp();
    const browser = app.client();
    await browser.register('diver');
    const oldLink = verificationLink(await app.mailTo('diver@example.com'));
    await app.verifyEmail(browser);

    const changed = await browser.api.profile.post({ email: 'new@example.com' });
    expect(changed.data).toMatchObject({ email: 'new@example.com', emailVerified: false, verificationEmailSent: true });
    expect((await follow(browser, oldLink)).headers.get('location')).toBe('/verify-email?result=invalid');
    expect((await startTrial(browser)).status).toBe(403);

    expect((await follow(browser, verificationLink(await app.mailTo('new@example.com')))).headers.get('location')).toBe('/verify-email?result=verified');
    // Another field, or the same address in other letters, keeps the verification.
    expect((await browser.api.profile.post({ website: 'https://reef.example' })).data).toMatchObject({ emailVerified: true });
    expect((await browser.api.profile.post({ email: 'NEW@example.com' })).data).toMatchObject({ emailVerified: true });
    expect((await startTrial(browser)).status).toBe(200);
  });

  test('without SMTP_URL registration still works; the e-mail is reported as not sent and the trial stays refused', async () => {
    const app = await testApp({}, { SMTP_URL: '' });
    const browser = app.client();
    const logged: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => logged.push(line);
    try {
      const registered = await browser.api.register.post({ username: 'diver', password: 'secret-pass', email: 'diver@example.com' });
      expect(registered.status).toBe(201);
      expect(registered.data).toMatchObject({ emailVerified: false, verificationEmailSent: false });
      const resend = await browser.api['verify-email'].resend.post();
      expect(resend.status).toBe(503);
      expect(resend.error?.value).toEqual({ code: 'account.verification_not_sent', message: 'The verification e-mail could not be sent. Please try again later.' });
    } finally {
      console.warn = warn;
    }
    expect(logged).toEqual([
      'E-mail "Verify your e-mail address for ReefID" not sent: SMTP_URL is not set',
      'E-mail "Verify your e-mail address for ReefID" not sent: SMTP_URL is not set',
    ]);
    expect((await startTrial(browser)).status).toBe(403);
  });

  test('a mail server that refuses the connection: registration works, the e-mail is reported as not sent', async () => {
    const app = await testApp({}, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const errors: string[] = [];
    const error = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const registered = await app.client().api.register.post({ username: 'diver', password: 'secret-pass', email: 'diver@example.com' });
      expect(registered.status).toBe(201);
      expect(registered.data).toMatchObject({ verificationEmailSent: false });
    } finally {
      console.error = error;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toStartWith('E-mail "Verify your e-mail address for ReefID" not sent:');
  });
});
