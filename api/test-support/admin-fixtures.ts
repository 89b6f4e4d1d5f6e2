// Test fixtures for the admin module: an app with a signed-in admin and identifications in the database.
import { DEFAULT_LICENCE } from '@rules/licence';
import { speciesIdentifications } from '../src/db/schema';
import { testApp } from './harness';
import { accounts } from '../src/modules/accounts';
import { only } from '../src/db/client';

/** Adds the admin 'boss' to a test app and returns the app with that admin's signed-in client. */
export async function withAdmin<App extends Awaited<ReturnType<typeof testApp>>>(app: App) {
  await accounts.ensureAdmin(app.ctx.db, { username: 'boss', email: 'boss@example.com', password: 'admin-password' });
  const admin = app.client();
  const login = await admin.post('/api/login', { username: 'boss', password: 'admin-password' });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  return { ...app, admin };
}

export const adminTestApp = async () => withAdmin(await testApp());

let slugs = 0;

/** What an identification stores once its owner allows it in the public catalogue (the default licence). */
export const CONSENTED = { catalogueConsent: true, licence: DEFAULT_LICENCE } as const;

/** An identification row as the identification module stores it. */
export async function insertIdentification(
  app: Awaited<ReturnType<typeof testApp>>,
  values: Partial<typeof speciesIdentifications.$inferInsert> = {},
) {
  return app.ctx.db
    .insert(speciesIdentifications)
    .values({
      speciesName: 'Clownfish',
      scientificName: 'Amphiprion ocellaris',
      description: 'A small orange reef fish with white bands.',
      conservationStatus: 'Least Concern',
      slug: `clownfish-${++slugs}`,
      ...values,
    })
    .returning()
    .then(only);
}
