import { describe, expect, test } from 'bun:test';
import { testApp } from '../../test-support/harness';
import { makeAdmin } from '../../test-support/identify';
import { INVALID_PATH_ID, pathId } from './path-id';

/** Spellings JavaScript's Number reads as 5, and others that are no id. */
const NOT_IDS = ['0x5', '5.0', '+5', '5e0', '05', '0', '-1', 'abc', '', '2147483648'];

/** Routes across the modules that take an id in their path, as an admin may call them all. */
const ROUTES: Array<[string, (id: string) => string]> = [
  ['GET', (id) => `/api/identifications/${id}`],
  ['POST', (id) => `/api/identifications/${id}/accept`],
  ['DELETE', (id) => `/api/identifications/${id}/photos/0`],
  ['GET', (id) => `/api/identifications/${id}/share`],
  ['POST', (id) => `/api/identifications/${id}/reviews`],
  ['GET', (id) => `/api/dives/${id}`],
  ['POST', (id) => `/api/admin/users/${id}/suspend`],
  ['POST', (id) => `/api/admin/identifications/${id}/publish`],
  ['GET', (id) => `/api/public/taxa/${id}/photo`],
];

describe('ids in paths', () => {
  test('decimal digits from 1 are ids; every other spelling is not', () => {
    expect(pathId('5')).toBe(5);
    expect(pathId('2147483647')).toBe(2_147_483_647);
    for (const value of NOT_IDS) expect(() => pathId(value)).toThrow(INVALID_PATH_ID);
  });

  test('0x5, 5.0, +5 and 5e0 (and 05) answer 400 on every route that takes an id, where 5 is read as an id', async () => {
    const app = await testApp();
    const admin = app.client();
    await admin.register('boss');
    await makeAdmin(app.ctx.db, 'boss');
    for (const [method, path] of ROUTES) {
      const found = await admin.request(method, path('5'), method === 'POST' ? { verdict: 'agree' } : undefined);
      // Reviews: experts only; a taxon without a photo is a 204.
      const expected = path('5').endsWith('/reviews') ? 403 : path('5').endsWith('/photo') ? 204 : 404;
      expect([path('5'), found.status]).toEqual([path('5'), expected]);
      for (const spelling of ['0x5', '5.0', '+5', '5e0', '05']) {
        const answer = await admin.request(method, path(spelling), method === 'POST' ? { verdict: 'agree' } : undefined);
        expect([path(spelling), answer.status]).toEqual([path(spelling), 400]);
        expect(await answer.json()).toEqual({ code: 'request.bad_id', message: INVALID_PATH_ID });
      }
    }
  });
});
