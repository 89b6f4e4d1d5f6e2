import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { storeImage } from '../src/lib/images/store';
import { localPhotoStore, uploadsDir } from '../src/lib/storage';
import { photo } from './identify';
import { sharing } from '../src/modules/sharing';
import { identificationsForServer as identifications } from '../src/modules/identifications';
import { createRequestHandler } from '../src/handler';
import { insertIdentification } from './admin-fixtures';
import { writeTestSite } from './catalogue-site';
import { ORIGIN, testApp, type TestClient } from './harness';
import { first } from '../src/db/client';

type TestApp = Awaited<ReturnType<typeof testApp>>;

const folders: string[] = [];

/** afterAll: removes the folders the apps below wrote to. */
export function removeTestFolders(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/**
 * A test app with stored photos on disk and the built site's stand-in templates, answering every URL as the
 * server does (the API, /shared/ pages, /uploads): `page(path)` fetches without cookies, like someone sent a link,
 * and `page(path, client)` with the client's.
 */
export async function filesTestApp() {
  const dataDir = folder('reefid-data-');
  const siteDir = writeTestSite(folder('reefid-site-'));
  const app = await testApp({ dataDir, siteDir });
  return { ...app, dataDir, siteDir, page: pageOf(app) };
}

/**
 * Answers a path as the server does, the API, /shared/ pages and /uploads, without cookies or, given `viewer`,
 * with that client's, as its browser would send them; `headers` are the browser's others (Accept-Language).
 */
export function pageOf(app: TestApp) {
  const handle = createRequestHandler(app.app, app.ctx.config, { shared: sharing.sharedPages(app.ctx), photos: identifications.photoVisibility(app.ctx) });
  return (path: string, viewer?: TestClient, headers: Record<string, string> = {}) =>
    handle(new Request(`${ORIGIN}${path}`, { headers: { ...headers, ...(viewer?.cookies.size ? { cookie: viewer.cookieHeader() } : {}) } }));
}

/** The two copies every identification stores, as different pictures so a test can tell which one it got. */
export async function storedPhotos(dataDir: string, seed = 1) {
  const [web, highRes] = await Promise.all([photo(320, 240, seed), photo(640, 480, seed + 1)]);
  const urls = await storeImage(localPhotoStore(uploadsDir(dataDir)), { web: { data: web, width: 320, height: 240 }, highRes: { data: highRes, width: 640, height: 480 } });
  return { ...urls, web, highRes };
}

/** An identification of the named user with both photo copies stored on disk. */
export async function ownedIdentification(
  app: Awaited<ReturnType<typeof filesTestApp>>,
  username: string,
  values: Parameters<typeof insertIdentification>[1] = {},
) {
  const user = (await app.ctx.db.select().from(users).where(eq(users.username, username)).then(first))!;
  const photos = await storedPhotos(app.dataDir, user.id * 10 + 1);
  const row = await insertIdentification(app, { userId: user.id, imageUrl: photos.imageUrl, imageHighResUrl: photos.imageHighResUrl, ...values });
  return { row, photos };
}
