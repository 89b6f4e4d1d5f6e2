import { afterAll, describe, expect, test } from 'bun:test';
import { CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { filesTestApp, removeTestFolders } from '../../../test-support/owned-identifications';
import { catalogue } from '../catalogue';
import { sharing } from '../sharing';

afterAll(removeTestFolders);

// As an upload stores them: each look-alike with the WoRMS taxon its name matched, or null when it matched none.
const STORED = [
  { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', aphiaId: 278402, verification: 'verified' },
  { name: 'Mystery fish', scientificName: 'Nonexistus fishii', aphiaId: null, verification: 'unmatched' },
];
const SHOWN = [
  { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', aphiaId: 278402 },
  { name: 'Mystery fish', scientificName: 'Nonexistus fishii' },
];

describe("look-alikes keep the AphiaID their name matched, so the result can show the catalogue's photo of each", () => {
  test('GET /api/identifications/{id}, the public record and the share page all give it', async () => {
    const app = await filesTestApp();
    const owner = app.client();
    const user = await owner.register('diver');
    const row = await insertIdentification(app, { userId: user.id, alternativeSpecies: JSON.stringify(STORED), ...CONSENTED });

    const own = await owner.api.identifications({ id: row.id }).get();
    expect(JSON.parse(own.data!.alternativeSpecies)).toEqual(SHOWN);
    const history = await owner.api.identifications.get();
    expect(JSON.parse(history.data![0]!.alternativeSpecies)).toEqual(SHOWN);

    const { pageSlug } = await catalogue.publish(app.ctx, row.id);
    const record = await app.client().api.public.species({ slug: pageSlug! }).get();
    expect(record.data!.alternativeSpecies).toEqual(SHOWN);

    expect((await sharing.toSharedIdentification(app.ctx, row, 'token')).alternativeSpecies).toEqual(SHOWN);
  });
});
