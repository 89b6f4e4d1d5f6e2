import { describe, expect, test } from 'bun:test';
import { testApp, verificationLink } from '../../../test-support/harness';
import { speciesIdentifications } from '../../db/schema';
import { notifications } from '../notifications';
import { taxa } from '../taxa';
import { FREE_FAILURES_PER_ACCOUNT } from './sessions/throttle';

/** A diver whose account speaks `locale`, e-mail verified (the daily summary is on when asked). */
async function diverIn(app: Awaited<ReturnType<typeof testApp>>, username: string, locale: string, dailySummary = false) {
  const client = app.client();
  const user = await client.register(username);
  expect((await client.post('/api/profile', { locale, ...(dailySummary ? { emailDailySummary: true } : {}) })).status).toBe(200);
  return { client, id: user.id as number, email: `${username}@example.com` };
}

describe("e-mails in the account's language", () => {
  test('the verification e-mail, sent again, speaks the language the account chose', async () => {
    const app = await testApp();
    const start = new Date('2026-06-01T10:00:00Z');
    app.setNow(start);
    const diver = await diverIn(app, 'taucher', 'de');
    const first = await app.mailTo(diver.email);
    expect(first.subject).toBe('Verify your e-mail address for ReefID'); // sent at registration, before a language was chosen
    const sent = app.smtp.messages.length;
    app.setNow(new Date(start.getTime() + 2 * 60_000));
    expect((await diver.client.post('/api/verify-email/resend')).status).toBe(200);
    const mail = await app.mailTo(diver.email, sent);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für ReefID');
    expect(mail.text).toStartWith('Hallo taucher,\n\nBitte bestätige deine E-Mail-Adresse');
    expect(mail.text).toContain('Wenn du kein ReefID-Konto angelegt hast, kannst du diese E-Mail ignorieren.');
    expect(verificationLink(mail)).toStartWith('http://localhost:4321/api/verify-email?token=');
  });

  test('the wrong-passwords notice speaks the language the account chose', async () => {
    const app = await testApp();
    const diver = await diverIn(app, 'plongeur', 'fr');
    const sent = app.smtp.messages.length;
    for (let n = 1; n <= FREE_FAILURES_PER_ACCOUNT; n++) await app.client({ ip: `203.0.113.${n}` }).api.login.post({ username: 'plongeur', password: 'wrong-pass' });
    const mail = await app.mailTo(diver.email, sent);
    expect(mail.subject).toBe('Des mots de passe erronés ont été saisis pour votre compte ReefID');
    expect(mail.text).toContain(`Un mot de passe erroné a été saisi ${FREE_FAILURES_PER_ACCOUNT} fois en 15 minutes pour votre compte ReefID.`);
  });

  test("the daily summary speaks the account's language, its sightings by their common names in it", async () => {
    const app = await testApp();
    app.setNow(new Date('2026-03-02T08:00:00Z'));
    const diver = await diverIn(app, 'taucher', 'de', true);
    await app.verifyEmail(diver.client);
    // A sighting of Amphiprion ocellaris, which WoRMS names "Falscher Clownfisch" in German.
    await taxa.createTaxonomy(app.ctx).taxa([278400], AbortSignal.timeout(5_000));
    const [row] = await app.ctx.db
      .insert(speciesIdentifications)
      .values({ userId: diver.id, speciesName: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', aphiaId: 278400, description: 'A clownfish.', slug: 'ocellaris-clownfish-taucher' })
      .returning();
    const sent = app.smtp.messages.length;
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'An expert reviewed your sighting.', link: `/identifications/${row!.id}` });
    await notifications.notify(app.ctx, diver.id, { kind: 'unpublished', text: 'Your photo of Ocellaris Clownfish was taken out of the public catalogue.', link: `/identifications/${row!.id}` });
    await notifications.notify(app.ctx, diver.id, { kind: 'trial-ending', text: 'Your free trial ends on 4 March 2026. Choose a plan to keep identifying without limits.', link: '/subscription' });
    expect(await notifications.sendDailySummaries(app.ctx)).toBe(1);
    const mail = await app.mailTo(diver.email, sent);
    expect(mail.subject).toBe('ReefID: 3 neue Benachrichtigungen');
    expect(mail.text).toContain('Hallo taucher,\n\nDas ist seit deiner letzten Zusammenfassung passiert:');
    expect(mail.text).toContain('- Eine Fachperson hat deine Sichtung geprüft.');
    expect(mail.text).toContain('- Dein Foto von Falscher Clownfisch wurde aus dem öffentlichen Katalog genommen.');
    expect(mail.text).toContain('- Deine kostenlose Testphase endet am 4. März 2026. Wähle einen Plan, um weiter ohne Grenzen zu bestimmen.');
    expect(mail.html).toContain('Du bekommst diese E-Mail, weil „Tägliche Zusammenfassung per E-Mail“ in <a href="http://localhost:4321/profile">deinem Profil</a> eingeschaltet ist.');
  });
});
