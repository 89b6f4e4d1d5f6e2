import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeSmtp } from '../../src/fakes/smtp';
import { mailerFor } from '../../src/lib/mail/mailer';

/**
 * The fake mail server is a real SMTP server (the `smtp-server` package); this holds its reading of a message to what
 * nodemailer, the product's client, really sends: the envelope, an encoded subject, a quoted-printable body.
 */
const smtp = await startFakeSmtp();
afterAll(() => smtp.stop());

describe('the fake SMTP server', () => {
  test("receives the product's e-mail as nodemailer sends it: sender, recipient, subject and text, non-ASCII and long lines included", async () => {
    const url = new URL(smtp.url);
    url.username = 'mailer';
    url.password = 'secret pass';
    const send = mailerFor({ smtpUrl: url, from: 'ReefID <no-reply@reefid.example>' });
    const text = `Bonjour Zoë,\n\nOpen https://reefid.example/api/verify-email?token=${'a1='.repeat(40)} to verify your address.\n\n— ReefID`;
    expect(await send({ to: 'Zoe.Diver@example.com', subject: 'Vérifiez votre adresse — ReefID 🐠', text })).toBe(true);
    const mail = await smtp.waitFor('zoe.diver@example.com');
    expect(mail).toEqual({ from: 'no-reply@reefid.example', to: ['Zoe.Diver@example.com'], subject: 'Vérifiez votre adresse — ReefID 🐠', text });
  });

  test('reads both parts of an e-mail sent with text and HTML', async () => {
    const send = mailerFor({ smtpUrl: new URL(smtp.url), from: 'ReefID <no-reply@reefid.example>' });
    const text = 'Hello Zoë,\n\n- Your photo of Chromis viridis is now in the public catalogue.';
    const html = `<p>Hello Zoë,</p>\n<ul><li><a href="https://reefid.example/species/chromis-viridis">Your photo of &lt;b&gt; ${'long '.repeat(30)}</a></li></ul>`;
    expect(await send({ to: 'both@example.com', subject: 'ReefID: 1 new notification', text, html })).toBe(true);
    expect(await smtp.waitFor('both@example.com')).toEqual({ from: 'no-reply@reefid.example', to: ['both@example.com'], subject: 'ReefID: 1 new notification', text, html });
  });
});
