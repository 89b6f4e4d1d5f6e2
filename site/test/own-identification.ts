import { insertIdentification } from '../../api/test-support/admin-fixtures';
import { testApp } from '../../api/test-support/harness';
import { serveApiFrom, withBunWeb } from './in-process-api';
import { fetchIdentification } from '../src/features/history/identifications';

/**
 * A signed-in owner's identification (`values` over the fixture's row), read through the real API in process:
 * the page's fetch goes to it until `restoreFetch`. `stored` reads `columns` of its row back from the database.
 */
export async function ownIdentification(values: Parameters<typeof insertIdentification>[1], columns: string) {
  const app = await testApp();
  const owner = app.client();
  const { id: userId } = await withBunWeb(() => owner.register('diver'));
  const { id } = await insertIdentification(app, { userId, ...values });
  const restoreFetch = serveApiFrom(owner);
  const stored = () => app.sqlite!.query(`SELECT ${columns} FROM species_identifications WHERE id = ?`).get(id);
  return { identification: await fetchIdentification(id), stored, restoreFetch };
}
