import type { Cluster } from '../../scripts/scale/cluster';
import { Browser, PHOTO } from './browser';

/** The admin every catalogue check signs in as: the instances' ADMIN_* variables. */
export const ADMIN = { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password' };

/**
 * A member's identification, uploaded with consent, then published by the admin through instance `via`; returns
 * its id and the species page it is shown on. Any refusal throws, with what the instance printed.
 */
export async function publishedThrough(cluster: Cluster, via: string): Promise<{ id: number; page: string }> {
  const instance = cluster.instances.find((candidate) => candidate.url === via)!;
  const refused = async (what: string, response: Response) => new Error(`${what}: ${response.status} ${await response.text()}\n${instance.printed()}`);
  const diver = new Browser(cluster.url);
  await diver.register(`photographer${crypto.randomUUID().slice(0, 6)}`);
  const form = new FormData();
  form.append('image', new File([PHOTO], 'reef.jpg', { type: 'image/jpeg' }));
  form.append('catalogueConsent', 'true');
  form.append('licence', 'CC-BY-4.0');
  const uploaded = await diver.post('/api/identify', form);
  if (uploaded.status !== 201) throw await refused('upload', uploaded);
  const { id } = await uploaded.json();
  const admin = new Browser(cluster.url);
  const signedIn = await admin.signIn(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD, via);
  if (signedIn.status !== 200) throw await refused('admin sign-in', signedIn);
  const published = await admin.post(`/api/admin/identifications/${id}/publish`, undefined, via);
  if (published.status !== 200) throw await refused('publish', published);
  // The species page the identification is shown on (the public record by its id names it).
  const { slug } = await (await fetch(`${via}/api/public/species/${id}`)).json();
  return { id, page: `/species/${slug}` };
}
