import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../server-process';
import { sha256, Visitor } from './http';
import type { Plan, Seeded, SeededAccount, SeededDive, SeededPhoto, SeededSighting } from './model';
import { currentServices, DRILL_ADMIN, type DrillServices } from './services';
import { shownCards } from '../discover-cards';

/** Reef photos of the evaluation sample: real JPEGs, distinct bytes. */
const SAMPLE = ['clownfish-1.jpg', 'clownfish-2.jpg', 'clownfish-3.jpg', 'chromis-1.jpg', 'turtle-1.jpg', 'turtle-2.jpg'];
export const samplePhoto = (index: number) => readFileSync(join(REPO_ROOT, 'eval/sample', SAMPLE[index % SAMPLE.length]!));
/** A Subsurface log of three dives on two sites (the dives module's own fixture). */
const DIVE_LOG = join(REPO_ROOT, 'api/src/modules/dives/fixtures/palau-trips.ssrf');

export interface SeedOptions {
  /** The fakes the server was started with (their env); by default the last ones started. */
  services?: DrillServices;
  /** Makes the usernames of this seed (several seeds on one server need different ones). */
  name?: string;
}

/**
 * Seeds a running server through HTTP only, as its users would: a free diver, one who pays monthly and one who holds
 * a lifetime slot (paid through the fake Stripe, as the checkout page pays), sightings with photos (one of several
 * photos), published ones with their species page, an imported dive log and an unlisted share link.
 */
export async function seedProduct(baseUrl: string, options: SeedOptions = {}): Promise<Seeded> {
  const services = options.services ?? currentServices();
  services.paymentsGoTo(baseUrl);
  const name = options.name ?? crypto.randomUUID().slice(0, 6);
  const admin = new Visitor(baseUrl);
  await admin.expect('admin sign-in', admin.post('/api/login', { username: DRILL_ADMIN.username, password: DRILL_ADMIN.password }));

  const [free, monthly, lifetime] = await Promise.all(
    (['free', 'monthly', 'lifetime'] as const).map((plan) => register(baseUrl, `drill${name}${plan}`, plan, services)),
  );
  const sightings: SeededSighting[] = [];
  // The free diver's sighting of three photos, offered to the catalogue and published: its species page.
  const several = await upload(free!, [0, 1, 2], { consent: true });
  // The monthly diver's dive log, then a private sighting on its first dive's day, and a published one.
  const diveLog = await monthly!.visitor.expect('dive log import', monthly!.visitor.post('/api/dives/import', diveForm()), 201);
  const firstDive: { id: number } = diveLog.dives.at(-1);
  const privateOne = await upload(monthly!, [3], { consent: false, fields: { diveId: String(firstDive.id) } });
  const publishedToo = await upload(monthly!, [4], { consent: true });
  // The lifetime diver's sighting, shared by an unlisted link.
  const shared = await upload(lifetime!, [5], { consent: false });
  for (const id of [several, publishedToo]) await admin.expect(`publish ${id}`, admin.post(`/api/admin/identifications/${id}/publish`));

  for (const [owner, id] of [[free!, several], [monthly!, privateOne], [monthly!, publishedToo], [lifetime!, shared]] as const) {
    sightings.push(await sightingAsServed(owner, id));
  }
  const share = await lifetime!.visitor.expect<{ url: string }>('share link', lifetime!.visitor.post(`/api/identifications/${shared}/share`));
  const sharePath = new URL(share.url).pathname;
  const cover = await fetch(`${baseUrl}${sharePath}/photo`);
  if (!cover.ok) throw new Error(`the shared cover ${sharePath}/photo answered ${cover.status}`);

  return {
    admin: { username: DRILL_ADMIN.username, password: DRILL_ADMIN.password, plan: 'free', sessionCookie: admin.session! },
    accounts: [free!, monthly!, lifetime!].map((account) => account.seeded()),
    sightings,
    speciesPage: { path: await speciesPageOf(admin, several), identificationId: several },
    share: { path: sharePath, identificationId: shared, coverSha256: sha256(await cover.arrayBuffer()) },
    dive: { owner: monthly!.username, sightingId: privateOne, dives: await divesAsServed(monthly!.visitor, diveLog.dives) },
    lifetimeSlotsTaken: (await admin.expect('subscription settings', admin.get('/api/subscription-settings'))).lifetimeSlotsTaken,
  };
}

interface Diver {
  username: string;
  password: string;
  plan: Plan;
  visitor: Visitor;
  seeded(): SeededAccount;
}

/** Registers a diver, verifies the e-mail address (from the fake SMTP's mail) and buys `plan` unless it is free. */
async function register(baseUrl: string, username: string, plan: Plan, services: DrillServices): Promise<Diver> {
  const visitor = new Visitor(baseUrl);
  const password = `${username}-password`;
  const email = `${username}@example.com`;
  await visitor.expect(`registering ${username}`, visitor.post('/api/register', { username, password, email }), 201);
  const mail = await services.smtp.waitFor(email, { timeoutMs: 15_000 });
  const link = /\/api\/verify-email\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in the e-mail to ${email}: ${mail.text}`);
  await visitor.get(link);
  if (plan !== 'free') await buy(visitor, plan, services);
  return { username, password, plan, visitor, seeded: () => ({ username, password, plan, sessionCookie: visitor.session! }) };
}

/** Pays for `plan` as the checkout page does: the server starts it, Stripe.js confirms it, Stripe's webhook grants it. */
async function buy(visitor: Visitor, plan: Exclude<Plan, 'free'>, services: DrillServices): Promise<void> {
  const checkout = await visitor.expect('checkout', visitor.post('/api/create-payment-intent', { plan }));
  const intentId = String(checkout.clientSecret).split('_secret_')[0];
  const confirmed = await fetch(`${services.stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${checkout.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: checkout.clientSecret }),
  });
  if (!confirmed.ok) throw new Error(`the fake Stripe refused the ${plan} payment: ${confirmed.status} ${await confirmed.text()}`);
  await services.stripe.flush();
  const user = await visitor.expect('GET /api/user', visitor.get('/api/user'));
  if (user.subscriptionTier !== plan) throw new Error(`after paying for ${plan}, ${user.username} is on ${user.subscriptionTier}`);
}

function diveForm(): FormData {
  const form = new FormData();
  form.append('file', new File([readFileSync(DIVE_LOG)], 'palau-trips.ssrf', { type: 'application/xml' }));
  return form;
}

/** Uploads photos `indexes` of the sample as one sighting; returns its id. */
async function upload(diver: Diver, indexes: number[], options: { consent: boolean; fields?: Record<string, string> }): Promise<number> {
  const form = new FormData();
  for (const index of indexes) form.append('image', new File([samplePhoto(index)], SAMPLE[index]!, { type: 'image/jpeg' }));
  if (options.consent) {
    form.append('catalogueConsent', 'true');
    form.append('licence', 'CC-BY-4.0');
  }
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const answer = await diver.visitor.expect(`${diver.username}'s upload`, diver.visitor.post('/api/identify', form), 201);
  return answer.id;
}

/** A sighting as its owner reads it, with the SHA-256 of every photo copy the owner is served. */
export async function sightingAsServed(diver: { username: string; visitor: Visitor }, id: number): Promise<SeededSighting> {
  const view = await diver.visitor.expect(`GET /api/identifications/${id}`, diver.visitor.get(`/api/identifications/${id}`));
  const urls: string[] = view.photos.flatMap((photo: { imageUrl: string; imageHighResUrl: string | null }) => [photo.imageUrl, photo.imageHighResUrl ?? []].flat());
  const photos: SeededPhoto[] = [];
  for (const url of [...new Set(urls)]) {
    const served = await diver.visitor.get(url);
    if (!served.ok) throw new Error(`${diver.username}'s photo ${url} answered ${served.status}`);
    photos.push({ url, sha256: sha256(await served.arrayBuffer()) });
  }
  return { id, owner: diver.username, scientificName: view.scientificName, published: view.isPublished, photos };
}

/** Each imported dive as its owner reads it, oldest first. */
async function divesAsServed(owner: Visitor, imported: Array<{ id: number }>): Promise<SeededDive[]> {
  const dives: SeededDive[] = [];
  for (const { id } of [...imported].sort((a, b) => a.id - b.id)) dives.push(diveAsServed(await owner.expect(`GET /api/dives/${id}`, owner.get(`/api/dives/${id}`))));
  return dives;
}

/** What the drill compares of a dive (GET /api/dives/{id}). */
export function diveAsServed(detail: any): SeededDive {
  return {
    id: detail.id,
    startedAt: detail.startedAt,
    site: detail.site?.name ?? null,
    maxDepthMeters: detail.maxDepthMeters,
    profileSamples: detail.profile.length,
    identificationIds: detail.identifications.map((sighting: { id: number }) => sighting.id).sort((a: number, b: number) => a - b),
  };
}

/** The species page Discover lists the published sighting on. */
async function speciesPageOf(admin: Visitor, id: number): Promise<string> {
  // Discover's first cards (the drill publishes two pages): written right after the publish, so asked until there.
  let cards: Array<Record<string, unknown>> = [];
  for (let tries = 0; tries < 100; tries++) {
    cards = (await shownCards((path) => admin.get(path))) as unknown as Array<Record<string, unknown>>;
    const view = await admin.expect(`GET /api/identifications/${id}`, admin.get(`/api/identifications/${id}`));
    if (cards.some((candidate) => JSON.stringify(candidate).includes(view.scientificName))) break;
    await Bun.sleep(50);
  }
  const view = await admin.expect(`GET /api/identifications/${id}`, admin.get(`/api/identifications/${id}`));
  const card = cards.find((candidate) => JSON.stringify(candidate).includes(view.scientificName));
  if (!card) throw new Error(`Discover lists no species page for ${view.scientificName}: ${JSON.stringify(cards).slice(0, 300)}`);
  return `/species/${card.slug}`;
}
