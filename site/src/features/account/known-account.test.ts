import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $user, loadUser, login, logout } from './session';
import { KNOWN_ACCOUNT_KEY, knownAccount } from './known-account';
import { $shownFromDevice, forgetLastSeen, lastSeen } from '../offline/last-seen';
import { discardQueued, pendingIdentifications, queueIdentification } from '../offline/outbox';

// The account and its screens kept on the device, through the session store, against the fake API at the fetch
// boundary; "offline" is a fetch that fails as a browser's does with no connection.
const noConnection = () => {
  throw new TypeError('Failed to fetch');
};
const member = aUser({ id: 7, username: 'sailor', freeIdentificationsUsed: 1 });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'reef.jpg', { type: 'image/jpeg' });
let api: ReturnType<typeof fakeApi> | undefined;

/** Nothing this file queues or keeps is left for the next file (the suite shares one IndexedDB). */
async function emptyDevice() {
  for (const queued of await pendingIdentifications()) await discardQueued(queued.id);
  await forgetLastSeen();
}
beforeEach(async () => {
  freshPage();
  await emptyDevice();
});
afterEach(async () => {
  api?.restore();
  await emptyDevice();
});

/** The member signed in online, their history seen once. */
async function seenOnline() {
  freshPage();
  api = fakeApi({ 'GET /api/user': () => ({ status: 200, body: member }) });
  expect(await loadUser()).toEqual(member);
  await lastSeen(member.id, 'history', async () => ['a reef shark']);
  await queueIdentification(photo(), {}, [], member.id);
  api.restore();
  $user.set(undefined);
}

test('offline, while the session lasts, the member is the account last seen here, with their plan and count', async () => {
  await seenOnline();
  api = fakeApi({ 'GET /api/user': noConnection });
  expect(await loadUser()).toEqual(member);
  expect(knownAccount()?.fetchedAt).toBeLessThanOrEqual(Date.now());
});

test('a session that has ended (its marker gone, or a 401) forgets the account and its screens; what it left waiting stays for it', async () => {
  await seenOnline();
  api = fakeApi({ 'GET /api/user': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
  expect(await loadUser()).toBeNull();
  await expectForgotten({ waiting: 1 });

  await seenOnline();
  api = fakeApi({}); // no marker cookie: no session
  expect(await loadUser()).toBeNull();
  await expectForgotten({ waiting: 2 });
});

test('signing out forgets the account, its screens and what it left waiting', async () => {
  await seenOnline();
  api = fakeApi({ 'GET /api/user': () => ({ status: 200, body: member }), 'POST /api/logout': () => ({ status: 200, body: { success: true } }) });
  await loadUser();
  await logout();
  await expectForgotten();
});

test("another account signing in on this device never sees the first one's data", async () => {
  await seenOnline();
  const other = aUser({ id: 8, username: 'deckhand' });
  api = fakeApi({ 'GET /api/user': noConnection, 'POST /api/login': () => ({ status: 200, body: other }) });
  await login({ username: 'deckhand', password: 'secret-password' });
  await expect(lastSeen(other.id, 'history', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(TypeError);
  await expectForgotten({ stillKnown: other.id, waiting: 1 });
  // The first account's identification waits for it: never counted or sent as the second.
  expect(await pendingIdentifications(other.id)).toEqual([]);
});

async function expectForgotten({ stillKnown, waiting = 0 }: { stillKnown?: number; waiting?: number } = {}) {
  expect(knownAccount()?.user.id).toBe(stillKnown);
  if (stillKnown === undefined) expect(localStorage.getItem(KNOWN_ACCOUNT_KEY)).toBeNull();
  await expect(lastSeen(member.id, 'history', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(TypeError);
  expect(await pendingIdentifications(member.id)).toHaveLength(waiting);
  expect($shownFromDevice.get()).toEqual({});
}
