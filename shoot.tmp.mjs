import { chromium } from '@playwright/test';
const base = 'http://localhost:4411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const [,, ...pages] = process.argv;
for (const spec of pages) {
  const [path, name, width = '1280', login] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log(name, 'console', m.type(), m.text()));
  if (login) {
    const [u, p] = login.split(':');
    await page.goto(base + '/auth');
    await page.waitForSelector('astro-island:not([ssr])');
    await page.getByLabel('Username').fill(u);
    await page.getByLabel('Password', { exact: true }).fill(p);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(base + '/');
  }
  await page.goto(base + path);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log('shot', name, page.url());
  await context.close();
}
await browser.close();
