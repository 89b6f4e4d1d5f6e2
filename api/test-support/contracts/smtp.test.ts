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
});
