import { sha256, Visitor } from './http';
import type { Seeded, SeededAccount, SeededSighting } from './model';
import { diveAsServed } from './seed';

export interface CheckOptions {
  /** Whether the seeded session cookies must still sign their users in (false: they must be refused). */
  sessionsKept: boolean;
}

/**
 * Checks through HTTP that the server at `baseUrl` (restored, or on moved data) serves what `seeded` made: every
 * login with its password, the old sessions (kept or refused), each history, every photo byte for byte, the dive,
 * the species page, the share link and the plans. Rejects with every difference found, each naming what differs.
 */
export async function checkProduct(baseUrl: string, seeded: Seeded, options: CheckOptions): Promise<void> {
  const differences: string[] = [];
  const differ = (what: string) => void differences.push(what);
  const signedIn = new Map<string, Visitor>();

  for (const account of [seeded.admin, ...seeded.accounts]) {
    await checkOldSession(baseUrl, account, options, differ);
    const visitor = new Visitor(baseUrl);
    const login = await visitor.post('/api/login', { username: account.username, password: account.password });
    if (login.status !== 200) {
      differ(`${account.username} cannot sign in with the password: POST /api/login answered ${login.status} ${(await login.text()).slice(0, 200)}`);
      continue;
    }
    signedIn.set(account.username, visitor);
    const user = await (await visitor.get('/api/user')).json();
    if (account !== seeded.admin && user.subscriptionTier !== account.plan) differ(`${account.username}'s plan is ${user.subscriptionTier}, not ${account.plan}`);
    await checkHistory(visitor, account.username, seeded.sightings.filter((sighting) => sighting.owner === account.username), differ);
  }
  for (const sighting of seeded.sightings) {
    const owner = signedIn.get(sighting.owner);
    if (owner) await checkSighting(owner, sighting, differ);
  }
  const diver = signedIn.get(seeded.dive.owner);
  if (diver) {
    for (const dive of seeded.dive.dives) {
      const answer = await diver.get(`/api/dives/${dive.id}`);
      if (answer.status !== 200) differ(`dive ${dive.id} of ${seeded.dive.owner}: GET /api/dives/${dive.id} answered ${answer.status}`);
      else sameJson(`dive ${dive.id}`, diveAsServed(await answer.json()), dive, differ);
    }
  }
  await checkPublicPages(baseUrl, seeded, differ);
  const settings = await fetch(`${baseUrl}/api/subscription-settings`).then((answer) => answer.json()).catch(() => null);
  if (settings?.lifetimeSlotsTaken !== seeded.lifetimeSlotsTaken) {
    differ(`lifetime slots taken: ${settings?.lifetimeSlotsTaken} instead of ${seeded.lifetimeSlotsTaken}`);
  }
  if (differences.length) throw new Error(`${baseUrl} does not serve what was seeded:\n- ${differences.join('\n- ')}`);
}

async function checkOldSession(baseUrl: string, account: SeededAccount, options: CheckOptions, differ: (what: string) => void) {
  const answer = await fetch(`${baseUrl}/api/user`, { headers: { cookie: `session=${account.sessionCookie}` } });
  const username = answer.ok ? (await answer.json()).username : null;
  if (options.sessionsKept && username !== account.username) differ(`${account.username}'s old session is refused (GET /api/user answered ${answer.status})`);
  if (!options.sessionsKept && answer.status !== 401) differ(`${account.username}'s old session still answers ${answer.status}, though sessions were dropped`);
}

/** Every page of the history; each seeded sighting must be on it (sightings made since may be there too). */
async function checkHistory(visitor: Visitor, username: string, sightings: SeededSighting[], differ: (what: string) => void) {
  const listed = new Set<number>();
  for (let path: string | null = '/api/user/identifications?limit=200'; path; ) {
    const answer: Response = await visitor.get(path);
    if (answer.status !== 200) return differ(`${username}'s history: GET ${path} answered ${answer.status}`);
    for (const item of await answer.json()) listed.add(item.id);
    const cursor = answer.headers.get('x-next-cursor');
    path = cursor ? `/api/user/identifications?limit=200&cursor=${encodeURIComponent(cursor)}` : null;
  }
  const missing = sightings.filter((sighting) => !listed.has(sighting.id)).map((sighting) => sighting.id);
  if (missing.length) differ(`${username}'s history lacks sightings ${missing.join(', ')}`);
}

/** The sighting as its owner reads it, and each of its photos byte for byte. */
async function checkSighting(owner: Visitor, sighting: SeededSighting, differ: (what: string) => void) {
  const what = `sighting ${sighting.id} of ${sighting.owner}`;
  const answer = await owner.get(`/api/identifications/${sighting.id}`);
  if (answer.status !== 200) return differ(`${what}: GET /api/identifications/${sighting.id} answered ${answer.status}`);
  const view = await answer.json();
  if (view.scientificName !== sighting.scientificName) differ(`${what} names ${view.scientificName}, not ${sighting.scientificName}`);
  if (view.isPublished !== sighting.published) differ(`${what} is ${view.isPublished ? '' : 'not '}published`);
  const urls = new Set<string>(view.photos.flatMap((photo: { imageUrl: string; imageHighResUrl: string | null }) => [photo.imageUrl, photo.imageHighResUrl ?? []].flat()));
  for (const photo of sighting.photos) {
    if (!urls.has(photo.url)) differ(`${what} no longer lists its photo ${photo.url}`);
    const served = await owner.get(photo.url);
    if (served.status !== 200) differ(`photo ${photo.url} of ${what} answered ${served.status}`);
    else if (sha256(await served.arrayBuffer()) !== photo.sha256) differ(`photo ${photo.url} of ${what} is served with other bytes (SHA-256 differs)`);
  }
}

/** What a stranger sees: the species page shows the published sighting's cover, the share link its sighting. */
async function checkPublicPages(baseUrl: string, seeded: Seeded, differ: (what: string) => void) {
  const published = seeded.sightings.find((sighting) => sighting.id === seeded.speciesPage.identificationId)!;
  const page = await fetch(`${baseUrl}${seeded.speciesPage.path}`);
  const html = await page.text();
  if (page.status !== 200) differ(`the species page ${seeded.speciesPage.path} answered ${page.status}`);
  else if (!html.includes(published.photos[0]!.url)) differ(`the species page ${seeded.speciesPage.path} does not show sighting ${published.id}'s photo ${published.photos[0]!.url}`);
  const cover = await fetch(`${baseUrl}${published.photos[0]!.url}`);
  if (cover.status !== 200) differ(`the published photo ${published.photos[0]!.url} answered ${cover.status} to a visitor`);
  else if (sha256(await cover.arrayBuffer()) !== published.photos[0]!.sha256) differ(`the published photo ${published.photos[0]!.url} is served to a visitor with other bytes (SHA-256 differs)`);

  const shared = seeded.sightings.find((sighting) => sighting.id === seeded.share.identificationId)!;
  const link = await fetch(`${baseUrl}${seeded.share.path}`);
  const sharedHtml = await link.text();
  if (link.status !== 200) differ(`the share link ${seeded.share.path} answered ${link.status}`);
  else if (!sharedHtml.includes(shared.scientificName)) differ(`the share link ${seeded.share.path} does not show ${shared.scientificName}`);
  const photo = await fetch(`${baseUrl}${seeded.share.path}/photo`);
  if (photo.status !== 200) differ(`the shared photo ${seeded.share.path}/photo answered ${photo.status}`);
  else if (sha256(await photo.arrayBuffer()) !== seeded.share.coverSha256) differ(`the shared photo ${seeded.share.path}/photo is served with other bytes (SHA-256 differs)`);
}

function sameJson(what: string, found: unknown, seeded: unknown, differ: (what: string) => void) {
  if (JSON.stringify(found) !== JSON.stringify(seeded)) differ(`${what} differs: ${JSON.stringify(found)} instead of ${JSON.stringify(seeded)}`);
}
