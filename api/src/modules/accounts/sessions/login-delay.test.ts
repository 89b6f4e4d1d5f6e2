import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../../test-support/harness';
import { ACCOUNT_DELAY_CAP_S, FREE_FAILURES_PER_ACCOUNT } from './throttle';

const wrong = { username: 'diver', password: 'wrong-pass' };
const right = { username: 'diver', password: 'secret-pass' };
const NOTICE = 'Wrong passwords were entered for your ReefID account';

async function appWithOwner() {
  const app = await testApp();
  await app.client({ ip: '198.51.100.1' }).register('diver');
  const start = new Date('2026-06-01T10:00:00Z');
  app.setNow(start);
  const at = (seconds: number) => app.setNow(new Date(start.getTime() + seconds * 1000));
  /** A wrong password from an address of its own, as from a botnet. */
  const guess = (n: number) => app.client({ ip: `203.0.113.${n}` }).api.login.post(wrong);
  return { app, at, guess };
}

describe('wrong passwords for one account, from any addresses', () => {
  test(`after ${FREE_FAILURES_PER_ACCOUNT}, each further try waits 2^(n-${FREE_FAILURES_PER_ACCOUNT}) seconds: 429 with Retry-After`, async () => {
    const { at, guess } = await appWithOwner();
    for (let n = 1; n <= FREE_FAILURES_PER_ACCOUNT; n++) expect((await guess(n)).status).toBe(401);
    let now = 0;
    for (let n = FREE_FAILURES_PER_ACCOUNT + 1; n <= 12; n++) {
      const delay = 2 ** (n - 1 - FREE_FAILURES_PER_ACCOUNT);
      const early = await guess(n);
      expect(early.status).toBe(429);
      expect(Number(early.response.headers.get('retry-after'))).toBe(delay);
      now += delay;
      at(now);
      expect((await guess(n)).status).toBe(401);
    }
  });

  test('failures made at once still add up, to a wait of at most 15 minutes', async () => {
    const { app, guess } = await appWithOwner();
    await Promise.all(Array.from({ length: 20 }, (_, n) => guess(n + 1)));
    const [recorded] = await app.sql<{ count: number }>`SELECT count(*) AS count FROM login_failures`;
    expect(Number(recorded!.count)).toBeGreaterThanOrEqual(FREE_FAILURES_PER_ACCOUNT + 10);
    const waiting = await guess(99);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.response.headers.get('retry-after'))).toBe(ACCOUNT_DELAY_CAP_S);
  });

  test('the owner is not locked out: the right password works once the wait is over, and clears the count', async () => {
    const { app, at, guess } = await appWithOwner();
    for (let n = 1; n <= FREE_FAILURES_PER_ACCOUNT + 1; n++) {
      at(n * 60);
      expect((await guess(n)).status).toBe(401);
    }
    const owner = app.client({ ip: '198.51.100.1' });
    const early = await owner.api.login.post(right);
    expect(early.status).toBe(429);
    expect(Number(early.response.headers.get('retry-after'))).toBe(2);
    at((FREE_FAILURES_PER_ACCOUNT + 1) * 60 + 2);
    expect((await owner.api.login.post(right)).status).toBe(200);
    // The count starts again: the next wrong passwords are answered at once.
    for (let n = 1; n <= FREE_FAILURES_PER_ACCOUNT; n++) expect((await guess(50 + n)).status).toBe(401);
  });

  test(`the owner is told by e-mail when the ${FREE_FAILURES_PER_ACCOUNT}th failure comes, once per burst`, async () => {
    const { app, at, guess } = await appWithOwner();
    const notices = () => app.smtp.messages.filter((mail) => mail.from === app.ctx.config.mail.from && mail.subject === NOTICE);
    for (let n = 1; n < FREE_FAILURES_PER_ACCOUNT; n++) await guess(n);
    expect(notices()).toHaveLength(0);
    const before = app.smtp.messages.length;
    await guess(FREE_FAILURES_PER_ACCOUNT);
    const mail = await app.mailTo('diver@example.com', before);
    expect(mail.subject).toBe(NOTICE);
    expect(mail.text).toContain(`A wrong password was entered for your ReefID account ${FREE_FAILURES_PER_ACCOUNT} times within 15 minutes.`);
    expect(mail.text).not.toContain('wrong-pass');
    for (let n = 1; n <= 3; n++) {
      at(n * 60);
      expect((await guess(10 + n)).status).toBe(401);
    }
    await Bun.sleep(200); // time for a second notice to arrive, were one sent
    expect(notices()).toHaveLength(1);
  });

  test('an unknown name waits the same way, so the wait does not tell which names exist; nobody is mailed', async () => {
    const { app } = await appWithOwner();
    const before = app.smtp.messages.length;
    const statuses: number[] = [];
    for (let n = 1; n <= FREE_FAILURES_PER_ACCOUNT + 1; n++) {
      statuses.push((await app.client({ ip: `203.0.113.${n}` }).api.login.post({ username: 'nobody', password: 'wrong-pass' })).status);
    }
    expect(statuses).toEqual([...Array<number>(FREE_FAILURES_PER_ACCOUNT).fill(401), 429]);
    await Bun.sleep(100);
    expect(app.smtp.messages.length).toBe(before);
  });
});
