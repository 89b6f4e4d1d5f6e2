import { join } from 'node:path';
import type { TestClient } from '../../../test-support/harness';

/** A fixture log of this folder as the browser sends it. */
export async function fixtureFile(name: string): Promise<File> {
  return new File([await Bun.file(join(import.meta.dir, 'fixtures', name)).bytes()], name, { type: 'application/xml' });
}

/** POST /api/dives/import through the typed client, as the dives screen sends it. */
export function importLog(client: TestClient, file: File) {
  return client.api.dives.import.post({ file });
}

export const textFile = (text: string, name = 'log.xml') => new File([text], name, { type: 'application/xml' });
