import { describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig } from '../../env';
import { startDemoMail } from '../../demo/mail';
import { mailerFor } from './mailer';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), ...env });

describe('mail settings', () => {
  test('SMTP_URL must be smtp:// or smtps://; the error names it without echoing its password', () => {
    expect(load({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).mail.smtpUrl?.href).toBe('smtps://user:pass@mail.example:465');
    for (const bad of ['http://mail.example', 'smtp://', 'mail.example:587', 'smtp://user:s3cret@']) {
      expect(() => load({ SMTP_URL: bad })).toThrow(ConfigError);
      try {
        load({ SMTP_URL: bad });
      } catch (error) {
        expect((error as Error).message).toStartWith('SMTP_URL must be');
        expect((error as Error).message).not.toContain('s3cret');
      }
    }
    expect(load({}).mail.smtpUrl).toBeUndefined();
  });

  test('MAIL_FROM is an address or "Name <address>", by default no-reply at the public host', () => {
    expect(load({ PUBLIC_URL: 'https://reefid.example' }).mail.from).toBe('ReefID <no-reply@reefid.example>');
    expect(load({ MAIL_FROM: 'Reef <hello@reefid.example>' }).mail.from).toBe('Reef <hello@reefid.example>');
    expect(() => load({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an e-mail address');
  });

  test('demo mode without SMTP_URL catches the e-mail and prints it with its link', async () => {
    const printed: string[] = [];
    const log = console.log;
    const warn = console.warn;
    console.log = (line: string) => printed.push(line);
    console.warn = () => {};
    try {
      const mail = await startDemoMail(load({}).mail);
      expect(mail.smtpUrl?.protocol).toBe('smtp:');
      expect(await mailerFor(mail)({ to: 'diver@example.com', subject: 'Verify', text: 'Open http://localhost:4321/api/verify-email?token=abc' })).toBe(true);
    } finally {
      console.log = log;
      console.warn = warn;
    }
    expect(printed.join('\n')).toContain('DEMO MODE: e-mail to diver@example.com: Verify');
    expect(printed.join('\n')).toContain('http://localhost:4321/api/verify-email?token=abc');
  });

  test('a configured SMTP_URL is used as it is in demo mode too', async () => {
    const mail = load({ SMTP_URL: 'smtp://mail.example:587' }).mail;
    expect(await startDemoMail(mail)).toBe(mail);
  });
});
