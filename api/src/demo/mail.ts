import type { Config } from '../env';

/**
 * `npm run demo` only (DEMO_MODE=true) without SMTP_URL: the fake SMTP server in this process catches the
 * product's e-mail and prints it to the log, links included, so the demo can verify an address. `npm start`
 * never loads it.
 */
export async function startDemoMail(mail: Config['mail']): Promise<Config['mail']> {
  if (mail.smtpUrl) return mail;
  const { startFakeSmtp } = await import('../fakes/smtp');
  const fake = await startFakeSmtp({
    onMessage: (message) => console.log(`DEMO MODE: e-mail to ${message.to.join(', ')}: ${message.subject}\n${message.text}\n`),
  });
  console.warn(`DEMO MODE: e-mail goes to a built-in fake SMTP server (${fake.url}) and is printed here.`);
  return { ...mail, smtpUrl: new URL(fake.url) };
}
