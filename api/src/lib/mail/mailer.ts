import { isPlainAddress } from '@rules/email';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../env';
import { log } from '../../operations/logs';

export interface Mail {
  /** A plain `local@domain`, as the account holds it: the mail goes to exactly this address. */
  to: string;
  subject: string;
  text: string;
  /** An HTML version beside the text (every value in it escaped by the caller). */
  html?: string;
}

/** Sends one e-mail; false when it could not be sent (the reason is logged in one line). */
export type Mailer = (mail: Mail) => Promise<boolean>;

/** A slow or silent mail server must not hold a registration for long. */
const TIMEOUT_MS = 10_000;

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: URL): Transporter {
  const key = smtpUrl.href;
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: key,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    transports.set(key, transport);
  }
  return transport;
}

/**
 * The product's e-mail, sent through SMTP_URL. Without it nothing is sent, never silently: each e-mail that
 * could not go is logged.
 */
export function mailerFor(mail: Config['mail']): Mailer {
  return async ({ to, subject, text, html }) => {
    if (!mail.smtpUrl) {
      console.warn(`E-mail "${subject}" not sent: SMTP_URL is not set`);
      return false;
    }
    // Given as a string, nodemailer parses `to` as an address list: `x<diver@gmail.com>` would reach
    // diver@gmail.com. An address object is taken as it is, and only a plain address is given at all.
    if (!isPlainAddress(to)) {
      log.warn(`E-mail "${subject}" not sent: the address is not a plain local@domain`);
      return false;
    }
    try {
      await transportFor(mail.smtpUrl).sendMail({ from: mail.from, to: { name: '', address: to }, subject, text, ...(html ? { html } : {}) });
      return true;
    } catch (error) {
      log.error(`E-mail "${subject}" not sent`, error);
      return false;
    }
  };
}
