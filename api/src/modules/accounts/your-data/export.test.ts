import { afterAll, describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { filesTestApp, ownedIdentification, removeTestFolders } from '../../../../test-support/owned-identifications';

afterAll(removeTestFolders);

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('GET /api/account/export', () => {
  test('a ZIP of the account, every identification as JSON and CSV, and the original-size photos; trashed ones under trash/', async () => {
    const app = await filesTestApp();
    const owner = await app.signUp('diver', { website: 'https://diver.example' });
    const saved = await ownedIdentification(app, 'diver', {
      speciesName: 'Clownfish',
      description: '=HYPERLINK("http://evil.example") says "hello", twice',
      candidates: JSON.stringify([{ name: 'Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.9 }]),
      alternativeSpecies: JSON.stringify([{ name: 'Maroon Clownfish', scientificName: 'Premnas biaculeatus' }]),
      accepted: true,
    });
    const trashed = await ownedIdentification(app, 'diver', { speciesName: 'Blue Tang', trashedAt: new Date('2025-06-02T00:00:00Z') });
    const { url } = (await owner.api.identifications({ id: saved.row.id }).share.post()).data!;
    const stranger = await app.signUp('stranger');
    await ownedIdentification(app, 'stranger', { speciesName: 'Not Mine' });

    // Raw: the export is a binary ZIP, which the typed client would read as text.
    const response = await owner.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="reefid-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      ['account.json', 'identifications.csv', 'identifications.json', `images/${saved.row.id}.jpg`, 'trash/identifications.csv', 'trash/identifications.json', `trash/images/${trashed.row.id}.jpg`].sort(),
    );

    const account = JSON.parse(decode(files['account.json']));
    expect(account).toMatchObject({ username: 'diver', email: 'diver@example.com', website: 'https://diver.example', locale: null });
    expect(account).not.toHaveProperty('password');

    const identifications = JSON.parse(decode(files['identifications.json']));
    expect(identifications).toHaveLength(1);
    expect(identifications[0]).toMatchObject({
      id: saved.row.id,
      speciesName: 'Clownfish',
      description: '=HYPERLINK("http://evil.example") says "hello", twice',
      accepted: true,
      trashedAt: null,
      candidates: [{ name: 'Clownfish', scientificName: 'Amphiprion ocellaris', confidence: 0.9 }],
      alternativeSpecies: [{ name: 'Maroon Clownfish', scientificName: 'Premnas biaculeatus' }],
      image: `images/${saved.row.id}.jpg`,
      sharedLink: url,
    });
    const inTrash = JSON.parse(decode(files['trash/identifications.json']));
    expect(inTrash).toEqual([expect.objectContaining({ id: trashed.row.id, speciesName: 'Blue Tang', trashedAt: '2025-06-02T00:00:00.000Z', sharedLink: null, image: `trash/images/${trashed.row.id}.jpg` })]);
    for (const record of [...identifications, ...inTrash]) {
      for (const hidden of ['userId', 'visitorId', 'imageUrl', 'imageHighResUrl', 'cardThumbnail']) expect(record).not.toHaveProperty(hidden);
    }

    const csv = decode(files['identifications.csv']).split('\r\n');
    expect(csv[0]).toBe('id,created_at,species_name,scientific_name,conservation_status,worms_check,aphia_id,saved,published,published_at,trashed_at,shared_link,image,description');
    expect(csv[1]).toStartWith(`${saved.row.id},`);
    expect(csv[1]).toEndWith(`,${url},images/${saved.row.id}.jpg,"'=HYPERLINK(""http://evil.example"") says ""hello"", twice"`);
    expect(csv).toHaveLength(3); // header, one row, and the final line break
    const trashCsv = decode(files['trash/identifications.csv']).split('\r\n');
    expect(trashCsv[0]).toBe(csv[0]!);
    expect(trashCsv[1]).toContain(',Blue Tang,');
    expect(trashCsv[1]).toContain(',2025-06-02T00:00:00.000Z,,');
    expect(trashCsv).toHaveLength(3);

    // The stored high-resolution copies, byte for byte.
    expect(Buffer.from(files[`images/${saved.row.id}.jpg`]!).equals(saved.photos.highRes)).toBe(true);
    expect(Buffer.from(files[`trash/images/${trashed.row.id}.jpg`]!).equals(trashed.photos.highRes)).toBe(true);
  });

  test('an account without identifications gets the files with nothing in them; visitors get 401', async () => {
    const app = await filesTestApp();
    const owner = await app.signUp('newcomer');
    // Raw: a binary download, as above.
    const files = unzipSync(new Uint8Array(await (await owner.get('/api/account/export')).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['account.json', 'identifications.csv', 'identifications.json']);
    expect(JSON.parse(decode(files['identifications.json']))).toEqual([]);
    expect((await app.client().api.account.export.get()).status).toBe(401);
  });
});
