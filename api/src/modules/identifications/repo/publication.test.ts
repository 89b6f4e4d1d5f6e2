import { afterAll, describe, expect, test } from 'bun:test';
import { checkConsent } from '@rules/licence';
import { openScratchDatabase } from '../../../db/scratch';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { publishRefusal } from '../publishable';
import { markPublished } from './publication';
import { findIdentification, updateIdentification, type NewIdentificationRow } from './rows';

const database = await openScratchDatabase();
const { db } = database;
afterAll(() => database.close());
let seed = 0;

/**
 * The admin's list shows an identification as publishable (the check); before the admin's click reaches the
 * database (the write), its owner changes it. The write must check again, in the same statement.
 */
const changedMeanwhile: Array<[string, Partial<NewIdentificationRow>]> = [
  ['its owner withdraws consent', checkConsent({ allow: false }) as Partial<NewIdentificationRow>],
  // Each half of consent holds on its own: a row that says no while a licence is still on it stays out too.
  ['consent is withdrawn while the licence is left on the row', { catalogueConsent: false }],
  ['the licence is gone', { licence: null }],
  ['its owner trashes it', { trashedAt: new Date() }],
  ['it turns out to be a visitor’s', { userId: null, visitorId: 'visitor-1' }],
];

describe('markPublished', () => {
  test.each(changedMeanwhile)('publishes nothing when, after the check, %s', async (_, change) => {
    const [id] = await insertFixtures(db, fixtureIdentifications(1, { published: false, seed: ++seed }));
    const checked = (await findIdentification(db, id!))!;
    expect(publishRefusal(checked)).toBeNull();

    await updateIdentification(db, id!, change);

    expect(await markPublished(db, id!, new Date())).toBeUndefined();
    expect((await findIdentification(db, id!))!.isPublished).toBe(false);
  });

  test('publishes one its owner still allows, dated when it went public', async () => {
    const [id] = await insertFixtures(db, fixtureIdentifications(1, { published: false, seed: 100 }));
    const at = new Date('2026-11-23T12:00:00Z');
    expect(await markPublished(db, id!, at)).toMatchObject({ id, isPublished: true, publishedAt: at });
  });
});
