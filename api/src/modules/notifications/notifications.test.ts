import { describe, expect, test } from 'bun:test';
import { testApp, type TestClient } from '../../../test-support/harness';
import { CONSENTED, insertIdentification, withAdmin } from '../../../test-support/admin-fixtures';
import { setReviewStatus } from '../../../test-support/review-fixtures';
import { identificationsForServer as identifications } from '../identifications';
import { taxa } from '../taxa';
import { notifications } from '.';

type App = Awaited<ReturnType<typeof testApp>>;

async function signedIn(app: App, username: string): Promise<{ client: TestClient; id: number }> {
  const client = app.client();
  const user = await client.register(username);
  return { client, id: user.id };
}

const texts = async (client: TestClient) => ((await client.api.notifications.get()).data ?? []).map((item) => item.text);
const unread = async (client: TestClient) => (await client.api.notifications['unread-count'].get()).data?.count;

describe('GET /api/notifications', () => {
  test("lists the caller's own, newest first, paged; visitors get 401", async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    const other = await signedIn(app, 'other');
    for (const n of [1, 2, 3]) await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: `Review ${n}`, link: `/identifications/${n}` });
    await notifications.notify(app.ctx, other.id, { kind: 'verified', text: 'Not yours' });

    const first = await diver.client.api.notifications.get({ query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.data!.map((item) => item.text)).toEqual(['Review 3', 'Review 2']);
    expect(first.data![0]).toEqual({ id: expect.any(Number), kind: 'reviewed', text: 'Review 3', link: '/identifications/3', createdAt: expect.any(String), readAt: null, sighting: null });
    const cursor = first.response.headers.get('x-next-cursor')!;
    const second = await diver.client.api.notifications.get({ query: { limit: '2', cursor } });
    expect(second.data!.map((item) => item.text)).toEqual(['Review 1']);
    expect(second.response.headers.get('x-next-cursor')).toBeNull();
    expect((await diver.client.get('/api/notifications?limit=0')).status).toBe(400);
    expect(await texts(other.client)).toEqual(['Not yours']);
    expect((await app.client().api.notifications.get()).status).toBe(401);
    expect((await app.client().api.notifications['unread-count'].get()).status).toBe(401);
  });

  test("names the caller's own sighting its link leads to, as its page names it, with its cover; none for another's", async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    const other = await signedIn(app, 'other');
    const seen = await insertIdentification(app, { userId: diver.id, imageUrl: '/uploads/identifications/seen.webp' });
    const moved = await insertIdentification(app, { userId: diver.id, imageUrl: null });
    await insertIdentification(app, { speciesName: 'Blue-green chromis', scientificName: 'Chromis viridis' });
    const theirs = await insertIdentification(app, { userId: other.id });
    // Checked against WoRMS (the taxa cached); then experts settle one of them as a blue-green chromis.
    await identifications.recheckIdentifications(app.ctx, taxa.createTaxonomy(app.ctx));
    await setReviewStatus(app.ctx.db, moved.id, 'verified', 218855);
    for (const { id } of [seen, moved, theirs]) await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'An expert reviewed your sighting.', link: `/identifications/${id}` });
    await notifications.notify(app.ctx, diver.id, { kind: 'published', text: 'Your photo is in the public catalogue.', link: '/species/clownfish' });

    const [published, ofTheirs, ofMoved, ofSeen] = (await diver.client.api.notifications.get()).data!;
    expect(ofSeen!.sighting).toEqual({ id: seen.id, speciesName: 'Clown anemonefish', imageUrl: '/uploads/identifications/seen.webp' });
    expect(ofMoved!.sighting).toEqual({ id: moved.id, speciesName: 'Blue-green chromis', imageUrl: null });
    expect(ofTheirs!.sighting).toBeNull();
    expect(published!.sighting).toBeNull();
  });

  test('a link must be a path in the app', async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    for (const link of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      await expect(notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'x', link })).rejects.toThrow('path in the app');
    }
  });
});

describe('POST /api/notifications/read', () => {
  test("marks the given ids read, ignoring anyone else's; the unread count follows", async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    const other = await signedIn(app, 'other');
    const mine: Array<{ id: number }> = [];
    for (const n of [1, 2, 3]) mine.push(await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: `Review ${n}` }));
    const theirs = await notifications.notify(app.ctx, other.id, { kind: 'verified', text: 'Theirs' });
    expect(await unread(diver.client)).toBe(3);

    const marked = await diver.client.api.notifications.read.post({ ids: [mine[0]!.id, theirs.id] });
    expect(marked.status).toBe(200);
    expect(marked.data).toEqual({ marked: 1 });
    expect(await unread(diver.client)).toBe(2);
    expect(await unread(other.client)).toBe(1);
    const list = (await diver.client.api.notifications.get()).data!;
    expect(list.find((item) => item.id === mine[0]!.id)?.readAt).toEqual(expect.any(String));
    expect(list.find((item) => item.id === mine[1]!.id)?.readAt).toBeNull();
  });

  test('all: true marks every one of the caller’s own read, and no one else’s', async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    const other = await signedIn(app, 'other');
    for (const n of [1, 2]) await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: `Review ${n}` });
    await notifications.notify(app.ctx, other.id, { kind: 'verified', text: 'Theirs' });
    expect((await diver.client.api.notifications.read.post({ all: true })).data).toEqual({ marked: 2 });
    expect(await unread(diver.client)).toBe(0);
    expect(await unread(other.client)).toBe(1);
  });

  test('neither ids nor all, more than 500 ids, or ids that are not numbers: 400, nothing marked', async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'Review' });
    const empty = await diver.client.api.notifications.read.post({});
    expect(empty.status).toBe(400);
    expect(empty.error?.value.message).toBe('Please give the ids of the notifications to mark as read, or all: true');
    expect((await diver.client.api.notifications.read.post({ all: false })).status).toBe(400);
    expect((await diver.client.post('/api/notifications/read', { ids: Array.from({ length: 501 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await diver.client.post('/api/notifications/read', { ids: ['first'] })).status).toBe(400);
    expect((await diver.client.post('/api/notifications/read', { ids: [1.5] })).status).toBe(400);
    expect((await app.client().post('/api/notifications/read', { all: true })).status).toBe(401);
    expect(await unread(diver.client)).toBe(1);
  });
});

describe('published and unpublished', () => {
  test('the owner hears when an admin puts their photo in the catalogue or takes it out, once each', async () => {
    const app = await withAdmin(await testApp());
    const diver = await signedIn(app, 'diver');
    const row = await insertIdentification(app, { userId: diver.id, speciesName: 'Clownfish', ...CONSENTED });

    expect((await app.admin.api.admin.identifications({ id: row.id }).publish.post()).status).toBe(200);
    expect((await app.admin.api.admin.identifications({ id: row.id }).publish.post()).status).toBe(200);
    const [published] = (await diver.client.api.notifications.get()).data!;
    expect((await diver.client.api.notifications.get()).data).toHaveLength(1);
    expect(published).toMatchObject({ kind: 'published', text: 'Your photo of Clownfish is now in the public catalogue.', link: expect.stringMatching(/^\/species\/[a-z0-9-]+$/) });

    expect((await app.admin.api.admin.identifications({ id: row.id }).unpublish.post()).status).toBe(200);
    expect((await app.admin.api.admin.identifications({ id: row.id }).unpublish.post()).status).toBe(200);
    const list = (await diver.client.api.notifications.get()).data!;
    expect(list.map((item) => item.kind)).toEqual(['unpublished', 'published']);
    expect(list[0]).toMatchObject({ text: 'Your photo of Clownfish was taken out of the public catalogue.', link: `/identifications/${row.id}` });
  });
});

describe('trial-ending', () => {
  const DAY = 24 * 60 * 60 * 1000;

  test('is sent two days before the trial ends, once', async () => {
    const app = await testApp();
    const start = new Date('2026-03-01T12:00:00Z');
    app.setNow(start);
    const diver = await signedIn(app, 'diver');
    await app.verifyEmail(diver.client);
    expect((await diver.client.api['update-subscription'].post({ tier: 'trial', expiresAt: '2099-01-01T00:00:00Z' })).status).toBe(200);

    app.setNow(new Date(start.getTime() + 5 * DAY - 60_000));
    expect(await notifications.announceEndingTrials(app.ctx)).toBe(0);
    app.setNow(new Date(start.getTime() + 5 * DAY + 60_000));
    expect(await notifications.announceEndingTrials(app.ctx)).toBe(1);
    expect(await notifications.announceEndingTrials(app.ctx)).toBe(0);
    app.setNow(new Date(start.getTime() + 6 * DAY));
    expect(await notifications.announceEndingTrials(app.ctx)).toBe(0);

    const list = (await diver.client.api.notifications.get()).data!;
    expect(list).toEqual([expect.objectContaining({ kind: 'trial-ending', text: 'Your free trial ends on 8 March 2026. Choose a plan to keep identifying without limits.', link: '/subscription' })]);
  });
});

describe('gone with the account', () => {
  test("deleting an account deletes its notifications, and nobody else's", async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    const other = await signedIn(app, 'other');
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'Mine' });
    await notifications.notify(app.ctx, other.id, { kind: 'reviewed', text: 'Theirs' });
    expect((await diver.client.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    expect(await app.sql`SELECT id FROM notifications WHERE user_id = ${diver.id}`).toEqual([]);
    expect(await texts(other.client)).toEqual(['Theirs']);
  });
});

describe('the daily summary e-mail', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function subscribed(app: App, username: string) {
    const diver = await signedIn(app, username);
    await app.verifyEmail(diver.client);
    const saved = await diver.client.api.profile.post({ emailDailySummary: true });
    expect(saved.data?.emailDailySummary).toBe(true);
    expect((await diver.client.api.user.get()).data?.emailDailySummary).toBe(true);
    return diver;
  }
  const mailsTo = (app: App, address: string) => app.smtp.messages.filter((mail) => mail.from === app.ctx.config.mail.from && mail.to.includes(address) && mail.subject.startsWith('ReefID: '));

  test('is off by default: nothing is sent to a user who did not turn it on', async () => {
    const app = await testApp();
    const diver = await signedIn(app, 'diver');
    await app.verifyEmail(diver.client);
    expect((await diver.client.api.user.get()).data?.emailDailySummary).toBe(false);
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'Review' });
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(0);
    expect(mailsTo(app, 'diver@example.com')).toEqual([]);
  });

  test('goes once a day, with links, escaped, and only when something unread is new', async () => {
    const app = await testApp();
    const day = new Date('2026-03-02T08:00:00Z');
    app.setNow(day);
    const diver = await subscribed(app, 'diver');
    const idle = await subscribed(app, 'idle');
    const sentBefore = mailsTo(app, 'diver@example.com').length;
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(0); // nothing unread for anyone

    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'An expert reviewed your <b>Clownfish</b> & more', link: '/identifications/12' });
    await notifications.notify(app.ctx, diver.id, { kind: 'published', text: 'Your photo of Chromis viridis is now in the public catalogue.', link: '/species/chromis-viridis' });
    await notifications.notify(app.ctx, idle.id, { kind: 'verified', text: 'Read at once' });
    await idle.client.api.notifications.read.post({ all: true });
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(1);
    const mails = mailsTo(app, 'diver@example.com').slice(sentBefore);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('ReefID: 2 new notifications');
    expect(mail!.text).toContain('- An expert reviewed your <b>Clownfish</b> & more\n  http://localhost:4321/identifications/12');
    expect(mail!.html).toContain('<a href="http://localhost:4321/identifications/12">An expert reviewed your &lt;b&gt;Clownfish&lt;/b&gt; &amp; more</a>');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain('<a href="http://localhost:4321/species/chromis-viridis">');
    expect(mailsTo(app, 'idle@example.com')).toEqual([]);

    // Later the same day: something new waits, but today's summary went.
    app.setNow(new Date(day.getTime() + 10 * 60 * 60 * 1000));
    await notifications.notify(app.ctx, diver.id, { kind: 'verified', text: 'Your Clownfish is verified' });
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(0);
    // The next day: only what the last summary did not tell.
    app.setNow(new Date(day.getTime() + DAY));
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(1);
    const next = mailsTo(app, 'diver@example.com').at(-1)!;
    expect(next.subject).toBe('ReefID: 1 new notification');
    expect(next.text).toContain('Your Clownfish is verified');
    expect(next.text).not.toContain('Chromis');
    // The day after: still unread, but nothing new: no e-mail.
    app.setNow(new Date(day.getTime() + 2 * DAY));
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(0);

    // Turned off: nothing, whatever is new.
    expect((await diver.client.api.profile.post({ emailDailySummary: false })).data?.emailDailySummary).toBe(false);
    await notifications.notify(app.ctx, diver.id, { kind: 'disputed', text: 'Experts disagree' });
    app.setNow(new Date(day.getTime() + 3 * DAY));
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(0);
  });

  test('a summary that could not be sent is tried again at the next sweep', async () => {
    const app = await testApp();
    const diver = await subscribed(app, 'diver');
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'Review' });
    const smtpUrl = app.ctx.config.mail.smtpUrl;
    app.ctx.config.mail.smtpUrl = new URL('smtp://127.0.0.1:9');
    const errors: string[] = [];
    const error = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await notifications.sendDailySummaries(app.ctx)).toBe(0);
    } finally {
      console.error = error;
      app.ctx.config.mail.smtpUrl = smtpUrl;
    }
    expect(errors).toEqual([expect.stringContaining('E-mail "ReefID: 1 new notification" not sent')]);
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(1);
  });
});
