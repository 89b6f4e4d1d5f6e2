import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startFakeSmtp, type FakeSmtp } from '../../fakes/smtp';
import { MAILER_SPELLINGS } from '../../../test-support/mailer-spellings';
import { captureLogLines } from '../../../../test-support/console-guard';
import { mailerFor } from './mailer';

let smtp: FakeSmtp;
beforeAll(async () => (smtp = await startFakeSmtp()));
afterAll(() => smtp.stop());

const send = (to: string) => mailerFor({ smtpUrl: new URL(smtp.url), from: 'no-reply@reefid.example' })({ to, subject: 'Verify', text: 'Open the link' });

describe('the mailer', () => {
  // Domains are written lower-case here: nodemailer writes a domain as DNS reads it (lower case, punycode).
  test.each(['Diver.Reef+tag@example.com', "o'brien@example.ie", 'δοκιμή@example.com'])('sends to exactly %s: the RCPT TO is the address given', async (address) => {
    const before = smtp.messages.length;
    expect(await send(address)).toBe(true);
    expect(smtp.messages.slice(before).map((mail) => mail.to)).toEqual([[address]]);
  });

  test('sends nothing to an address it would read as another: no RCPT TO at all, and a line says why', async () => {
    const lines = captureLogLines();
    const before = smtp.messages.length;
    for (const address of MAILER_SPELLINGS) expect({ address, sent: await send(address) }).toEqual({ address, sent: false });
    expect(smtp.messages.slice(before)).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(MAILER_SPELLINGS.map(() => 'E-mail "Verify" not sent: the address is not a plain local@domain'));
  });
});
