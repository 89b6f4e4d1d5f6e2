import { describe, expect, test } from 'bun:test';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { speciesIdentifications, users } from '../../db/schema';
import { CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { parseCsv } from '../../../test-support/csv';
import { testApp } from '../../../test-support/harness';
import { makePremium } from '../../../test-support/identify';
import { addReview, makeExperts, setReviewStatus } from '../../../test-support/review-fixtures';
import { taxa } from '../taxa';
import { identificationsForServer as identifications } from '.';

const CHROMIS_VIRIDIS = 218855;
const CLOWNFISH = 278400;
const CHROMIS = 158709;

/**
 * Ana's three confirmed sightings, all predicted clownfish by the model at 92%: one left alone, one experts verified
 * as a blue-green chromis, one they dispute.
 */
async function reviewedSightings() {
  const app = await testApp();
  const ana = app.client();
  await ana.register('ana');
  await makePremium(app.ctx.db, 'ana');
  const [owner] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'ana'));
  const where = { userId: owner!.id, accepted: true, latitude: 12.15, longitude: -68.27, locationSource: 'user' as const, observedAt: '2025-07-01', ...CONSENTED };
  const machine = await insertIdentification(app, where);
  const verified = await insertIdentification(app, where);
  const disputed = await insertIdentification(app, where);
  // Cache both species from the fake WoRMS: the model's and the one experts name.
  await insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis' });
  await identifications.recheckIdentifications(app.ctx, taxa.createTaxonomy(app.ctx));
  const candidates = JSON.stringify([{ name: 'Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'Species', confidence: 0.92, aphiaId: CLOWNFISH }]);
  await app.ctx.db.update(speciesIdentifications).set({ candidates, model: 'gpt-4o-mini' });

  for (const name of ['ex1', 'ex2', 'ex3']) await app.client().register(name);
  // A name a spreadsheet would run as a formula, as a username might be once stored.
  await app.ctx.db.update(users).set({ username: '=HYPERLINK("x")' }).where(eq(users.username, 'ex3'));
  const experts = await makeExperts(app.ctx.db, ['ex1', 'ex2', '=HYPERLINK("x")']);
  await addReview(app.ctx.db, verified.id, experts.get('=HYPERLINK("x")')!, 'suggest', CHROMIS_VIRIDIS, new Date('2026-01-01T10:00:00Z'));
  await addReview(app.ctx.db, verified.id, experts.get('ex2')!, 'suggest', CHROMIS_VIRIDIS, new Date('2026-01-02T10:00:00Z'));
  await addReview(app.ctx.db, verified.id, experts.get('ex1')!, 'agree', CHROMIS_VIRIDIS, new Date('2026-01-03T10:00:00Z'));
  await setReviewStatus(app.ctx.db, verified.id, 'verified', CHROMIS_VIRIDIS, new Date('2026-01-03T12:00:00Z'));
  await addReview(app.ctx.db, disputed.id, experts.get('ex1')!, 'suggest', CHROMIS_VIRIDIS);
  await setReviewStatus(app.ctx.db, disputed.id, 'disputed', CHROMIS);
  return { ...app, ana, machine, verified, disputed };
}

function archiveRecords(bytes: Uint8Array) {
  const [header, ...lines] = strFromU8(unzipSync(bytes)['occurrence.txt']!).trimEnd().split('\n');
  const columns = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i]!, value])));
}

describe('Darwin Core and CSV exports of reviewed sightings', () => {
  test('ValidatedByHuman under the experts’ name and by them; PredictedByMachine otherwise; the model’s guess kept', async () => {
    const app = await reviewedSightings();
    const response = await app.ana.get('/api/identifications/export?format=dwca');
    expect(response.status).toBe(200);
    const byId = new Map(archiveRecords(new Uint8Array(await response.arrayBuffer())).map((record) => [record.occurrenceID!.split('/').pop(), record]));
    const [machine, verified, disputed] = [app.machine, app.verified, app.disputed].map(({ id }) => byId.get(String(id))!);

    expect(verified).toMatchObject({
      identificationVerificationStatus: 'ValidatedByHuman',
      scientificName: 'Chromis viridis (Cuvier, 1830)',
      scientificNameID: `urn:lsid:marinespecies.org:taxname:${CHROMIS_VIRIDIS}`,
      taxonRank: 'species',
      // Darwin Core's list separator, in the order they reviewed.
      identifiedBy: '=HYPERLINK("x") | ex2 | ex1',
      dateIdentified: '2026-01-03T12:00:00.000Z',
    });
    for (const record of [machine, verified, disputed]) {
      expect(record!.identificationRemarks).toStartWith('Predicted by gpt-4o-mini: Amphiprion ocellaris, 92%. ');
    }
    for (const record of [machine, disputed]) {
      expect(record).toMatchObject({ identificationVerificationStatus: 'PredictedByMachine', scientificNameID: `urn:lsid:marinespecies.org:taxname:${CLOWNFISH}` });
      expect(record!.identifiedBy).toContain('confirmed by ana');
    }

    // The CSV carries the same terms, a formula-like name defused.
    const csv = await app.ana.get('/api/identifications/export?format=csv');
    const text = await csv.text();
    const row = parseCsv(text).records.find((record) => record.id === String(app.verified.id))!;
    expect(row).toMatchObject({ 'dwc:identificationVerificationStatus': 'ValidatedByHuman', 'dwc:scientificName': 'Chromis viridis (Cuvier, 1830)' });
    expect(row['dwc:identifiedBy']).toBe(`'=HYPERLINK("x") | ex2 | ex1`);
  });
});
