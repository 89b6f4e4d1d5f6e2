import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { MAIL_DIR } from './env';

interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest e-mail the fake SMTP server (E2E_PORT + 9) caught for `address`, waiting for it a moment. */
export async function mailTo(address: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((name) => name.endsWith('.json')) : [];
    const mails = files
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
      .map((name) => JSON.parse(readFileSync(`${MAIL_DIR}/${name}`, 'utf8')) as CapturedMail);
    const found = mails.findLast((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the verification link of the newest e-mail to `address` in the page, as its owner would. */
export async function verifyEmail(page: Page, address: string): Promise<void> {
  const mail = await mailTo(address);
  const link = /https?:\/\/\S+\/api\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
}
