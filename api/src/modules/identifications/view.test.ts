import { describe, expect, test } from 'bun:test';
import { insertIdentification } from '../../../test-support/admin-fixtures';
import { testApp } from '../../../test-support/harness';
import { catalogue } from '../catalogue';
import { sharing } from '../sharing';
import { identificationBase, reviewFieldsOf, toIdentificationView } from './view';
const { toPublicIdentification } = catalogue;
const { toSharedIdentification } = sharing;

/**
 * The records built on an identification row. Route answers are put in their schema's order by Elysia, but the
 * catalogue's snapshot and pages are written from these objects as they are, so their fields and order are checked here.
 */

/** Kept out of the public record: who owns it, where exactly it was seen, the model's bookkeeping and the originals. */
const PRIVATE = ['userId', 'visitorId', 'imageHighResUrl', 'isPublished', 'catalogueConsent', 'model', 'tokensUsed', 'demo', 'location', 'observedAt', 'candidates', 'trashedAt', 'latitude', 'longitude', 'diveId', 'depthSource'];

const BASE = [
  'speciesName', 'scientificName', 'description', 'conservationStatus', 'distribution', 'habitat', 'features', 'conservation',
  'classification', 'taxon', 'verification', 'modelScientificName', 'conservationStatusSource', 'conservationStatusYear', 'stepBackReason',
  'alternativeSpecies',
];

/** A published identification of a member's, seen at a place and a time, with its answer's lists filled. */
async function publishedRow() {
  const app = await testApp();
  const { id: userId } = await app.client().register('diver');
  const row = await insertIdentification(app, {
    userId,
    alternativeSpecies: JSON.stringify([{ name: 'Clark’s Anemonefish', scientificName: 'Amphiprion clarkii' }]),
    candidates: JSON.stringify([{ name: 'Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.9 }]),
    latitude: -8.27,
    longitude: 115.59,
    locationSource: 'user',
    observedAt: '2026-03-01T09:30',
    catalogueConsent: true,
    licence: 'CC-BY-NC-4.0',
    isPublished: true,
    publishedAt: new Date('2026-03-02T10:00:00Z'),
    imageUrl: '/uploads/photo.jpg',
    imageHighResUrl: '/uploads/photo-hd.jpg',
    model: 'gpt-test',
  });
  return { ...app, row };
}

describe('an identification row as each reader sees it', () => {
  test('every record starts from one base: the species, what is said of it, its taxon, check and look-alikes', async () => {
    const { row } = await publishedRow();
    const base = identificationBase(row, null);
    expect(Object.keys(base)).toEqual(BASE);
    expect(base).toMatchObject({ speciesName: 'Clownfish', modelScientificName: 'Amphiprion ocellaris', alternativeSpecies: [{ name: 'Clark’s Anemonefish', scientificName: 'Amphiprion clarkii' }] });
  });

  test('the owner’s view gives every field, the look-alikes as JSON text', async () => {
    const { row } = await publishedRow();
    const view = toIdentificationView(row, { highRes: true, taxon: null, review: reviewFieldsOf(row, [], new Map(), null) });
    expect(Object.keys(view)).toEqual([
      'id', 'userId', ...BASE, 'candidates', 'imageUrl', 'imageHighResUrl', 'photos', 'slug', 'isPublished', 'publishedAt', 'uploaderName',
      'uploaderWebsite', 'accepted', 'catalogueConsent', 'licence', 'model', 'demo', 'language', 'location', 'observedAt', 'diveId', 'depthMeters', 'depthSource', 'createdAt',
      'trashedAt', 'reviewStatus', 'communityTaxon', 'reviews', 'reviewRequestedAt',
    ]);
    expect(view).toMatchObject({ userId: row.userId, imageHighResUrl: '/uploads/photo-hd.jpg', location: { latitude: -8.27, longitude: 115.59, source: 'user' } });
    expect(JSON.parse(view.alternativeSpecies)).toEqual([{ name: 'Clark’s Anemonefish', scientificName: 'Amphiprion clarkii' }]);
  });

  test('the public record leaves out what is private and gives the place only as an area', async () => {
    const { row } = await publishedRow();
    const record = toPublicIdentification(row, new Map(), { placeHidden: false });
    expect(Object.keys(record)).toEqual([
      'id', 'slug', ...BASE, 'reviewStatus', 'communityTaxon', 'reviews', 'verifiedBy', 'imageUrl', 'photos', 'thumbnail', 'uploaderName', 'uploaderWebsite', 'licence', 'area', 'depthMeters', 'accepted', 'observedOn',
      'createdAt', 'publishedAt',
    ]);
    for (const field of PRIVATE) expect(record).not.toHaveProperty(field);
    expect(record).toMatchObject({ publishedAt: '2026-03-02T10:00:00.000Z', area: 'Bali Sea, 8–9°S, 115–116°E' });
    // Web copies only: the high-resolution copy is never public.
    expect(record.photos).toEqual([{ imageUrl: '/uploads/photo.jpg', width: null, height: null }]);
  });

  test('the shared page’s record: the base and the candidates, no owner or place, the photo through the link', async () => {
    const { row, ctx } = await publishedRow();
    const shared = await toSharedIdentification(ctx, row, 'token');
    expect(Object.keys(shared)).toEqual([...BASE, 'candidates', 'createdAt', 'observedOn', 'demo', 'photoUrl', 'photos', 'credit']);
    expect(shared).toMatchObject({ photoUrl: '/shared/token/photo', photos: [{ imageUrl: '/shared/token/photo', width: null, height: null }], createdAt: row.createdAt.toISOString(), demo: false });
  });
});
