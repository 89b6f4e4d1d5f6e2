import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { format } from '../settings';

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && Boolean(url.hostname);
}

/** "no-reply@reefid.example" or "ReefID <no-reply@reefid.example>". */
const isMailFrom = (value: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(/<([^<>]+)>$/.exec(value)?.[1] ?? value);

export const mailSettings = t.Object({
  /** smtp:// or smtps:// with credentials; unset, verification e-mails cannot be sent (demo mode captures them). */
  SMTP_URL: t.Optional(
    t
      .Transform(
        // The value may hold a password: name the variable, never echo it.
        t.String({ format: format('smtp-url', isSmtpUrl), problem: () => 'must be smtp://user:pass@host:port or smtps://user:pass@host:port' }),
      )
      .Decode((value) => new URL(value))
      .Encode((value) => value.toString()),
  ),
  /** The From of every e-mail the product sends; by default no-reply at the public host. */
  MAIL_FROM: t.Optional(
    t.String({ format: format('mail-from', isMailFrom), problem: (value) => `must be an e-mail address, optionally as "Name <address>", got "${value}"` }),
  ),
});

export interface MailConfig {
  smtpUrl?: URL;
  from: string;
}

export const mailConfig = (env: StaticDecode<typeof mailSettings>, publicUrl: URL): MailConfig => ({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM ?? `ReefID <no-reply@${publicUrl.hostname}>`,
});
