import { withAdmin } from './admin-fixtures';
import type { TestClient, testApp } from './harness';
import { identify, makePremium, photo } from './identify';

// The fake model answers this photo with Amphiprion ocellaris (fake WoRMS 278400), checked against the fake WoRMS.
export const CLOWNFISH_PHOTO = photo(300, 200, 3);
export const OCELLARIS = 278400;
export const PERCULA = 278401;
export const AMPHIPRION = 205734;
export const POMACENTRIDAE = 123540;
/** The green turtle: Endangered in the fake WoRMS's IUCN attributes. */
export const CHELONIA_MYDAS = 137206;

type Verdict = 'agree' | 'suggest' | 'cannot-tell';
export type Member = TestClient & { id: number };

/**
 * `base` (an app whose model is the fake: identifyApp, or a catalogue app given its address) with an admin, an
 * owner, two experts (ada and bea) and a diver who is none; each member signs up with `name@example.com`.
 */
export async function reviewApp<App extends Awaited<ReturnType<typeof testApp>>>(base: App) {
  const app = await withAdmin(base);
  const signedUp = async (name: string, email = `${name}@example.com`): Promise<Member> => {
    const client = app.client();
    const user = await client.register(name, { email });
    return Object.assign(client, { id: user.id as number });
  };
  const [owner, first, second, diver] = [await signedUp('owner'), await signedUp('ada'), await signedUp('bea'), await signedUp('diver')];
  const makeExpert = (who: { id: number }, body: { expert: boolean; groups?: string[] } = { expert: true }) => app.admin.api.admin.users({ id: who.id }).expert.post(body);
  await makeExpert(first);
  await makeExpert(second);
  // More sightings than the free three.
  for (const name of ['owner', 'ada']) await makePremium(app.ctx.db, name);
  /**
   * A sighting of `who`, offered to the catalogue (so asked to be reviewed) unless `offered` is false; `fields` are
   * the upload form's others (where and when).
   */
  const sighting = async (who: TestClient = owner, offered = true, fields: Record<string, string> = {}) => {
    const created = await identify(who, await CLOWNFISH_PHOTO, { fields: { catalogueConsent: String(offered), ...fields } });
    if (created.status !== 201) throw new Error(`identify failed: ${created.status}`);
    return created.data!.id;
  };
  const review = (who: TestClient, id: number, verdict: Verdict, scientificName?: string) =>
    who.api.identifications({ id }).reviews.post({ verdict, ...(scientificName ? { scientificName } : {}) });
  const ownView = async (id: number) => (await owner.api.identifications({ id }).get()).data!;
  const queue = async (who: TestClient, query: Record<string, string> = {}) => (await who.api.reviews.get({ query })).data!.map((item) => item.id);
  return { ...app, owner, first, second, diver, signedUp, makeExpert, sighting, review, ownView, queue };
}
