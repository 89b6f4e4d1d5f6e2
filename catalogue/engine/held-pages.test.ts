import { expect, test } from 'bun:test';
import { HeldPages, type HeldPage } from './held-pages';

const page = (bytes: number): HeldPage => ({ body: new Uint8Array(bytes), gzip: new Uint8Array(bytes / 4), etag: `"${bytes}"` });
/** Text that gzip shrinks to a fraction. */
const text = (bytes: number): HeldPage => ({ body: new TextEncoder().encode('<p>reef</p>'.repeat(bytes / 11)) as HeldPage['body'], etag: '"t"' });

test('held pages stay within their bytes, whatever the number of pages: the oldest held go first', () => {
  const held = new HeldPages(10_000);
  for (let i = 0; i < 100; i++) {
    held.set(`page-${i}`, page(1_000));
    expect(held.bytes).toBeLessThanOrEqual(10_000);
  }
  // 1,250 bytes a page (body and gzip copy): 8 fit.
  expect(held.size).toBe(8);
  expect(held.get('page-99')).toBeDefined();
  expect(held.get('page-91')).toBe(undefined);
  expect(held.get('page-92')).toBeDefined();
});

test('a page held again replaces itself; forgotten pages give their bytes back; one larger than the bound is not held', () => {
  const held = new HeldPages(10_000);
  held.set('a', page(2_000));
  held.set('a', page(4_000));
  expect([held.size, held.bytes]).toEqual([1, 5_000]);
  held.delete('a');
  expect([held.size, held.bytes]).toEqual([0, 0]);
  held.set('huge', page(9_000));
  expect(held.get('huge')).toBe(undefined);
  held.set('b', page(800));
  held.clear();
  expect([held.size, held.bytes]).toEqual([0, 0]);
});

test('a gzip copy is made when first asked for, once, and counted while its page is held', () => {
  const held = new HeldPages(10_000);
  const plain = text(4_400);
  held.set('plain', plain);
  expect(held.bytes).toBe(4_400);
  const gzip = held.gzipOf('plain', plain);
  expect(gzip.byteLength).toBeLessThan(400);
  expect(held.gzipOf('plain', plain)).toBe(gzip);
  expect(held.bytes).toBe(4_400 + gzip.byteLength);
  // A page no longer held still gets its copy; nothing is counted for it.
  const gone = text(2_200);
  expect(held.gzipOf('gone', gone).byteLength).toBeGreaterThan(0);
  expect(held.bytes).toBe(4_400 + gzip.byteLength);
});
