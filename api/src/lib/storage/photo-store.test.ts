import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { localPhotoStore } from './local';
import { photoKey, type PhotoStore } from './photo-store';
import { s3PhotoStore } from './s3';

/** A store to test, and a way to look past it: whether something it must never touch is still there. */
interface Opened {
  photos: PhotoStore;
  /** Puts `secret.jpg` just outside the store (beside the folder, or beside the prefix). */
  plantOutside(): Promise<void>;
  outsideIsThere(): Promise<boolean>;
  /** The names the store's own folder or prefix holds for a key's folder (no temp files left behind). */
  namesIn(folder: string): Promise<string[]>;
  close(): Promise<void>;
}

async function folderStore(): Promise<Opened> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-store-'));
  const root = join(dataDir, 'uploads');
  return {
    photos: localPhotoStore(root),
    plantOutside: async () => writeFileSync(join(dataDir, 'secret.jpg'), 'secret'),
    outsideIsThere: async () => existsSync(join(dataDir, 'secret.jpg')),
    namesIn: async (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : []),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function bucketStore(): Promise<Opened> {
  const bucket = await startTestBucket('photos');
  return {
    photos: s3PhotoStore(bucket.settings),
    plantOutside: async () => void (await bucket.put('secret.jpg', 'secret')),
    outsideIsThere: async () => (await bucket.keys()).includes('secret.jpg'),
    namesIn: async (folder) =>
      (await bucket.keys()).filter((key) => key.startsWith(`photos/${folder}/`)).map((key) => key.slice(`photos/${folder}/`.length)),
    close: bucket.stop,
  };
}

const jpeg = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/** Keys that would reach past the store, each refused by both kinds. */
const CLIMBING = ['../secret.jpg', 'identifications/../../secret.jpg', './secret.jpg', '/secret.jpg', 'identifications//a.jpg', 'a\0.jpg', ''];

describe.each([
  ['a folder under DATA_DIR', folderStore],
  ['an S3 bucket', bucketStore],
])('photos kept in %s', (_, open) => {
  let store: Opened;
  let photos: PhotoStore;
  beforeAll(async () => {
    store = await open();
    photos = store.photos;
  });
  afterAll(() => store.close());

  test('what is written under a key reads back; writing again replaces it; nothing stored reads as null', async () => {
    await photos.write('identifications/a.jpg', jpeg('first'), 'image/jpeg');
    expect(text(await photos.read('identifications/a.jpg'))).toBe('first');
    await photos.write('identifications/a.jpg', jpeg('second'), 'image/jpeg');
    expect(text(await photos.read('identifications/a.jpg'))).toBe('second');
    expect(await photos.exists('identifications/a.jpg')).toBe(true);

    expect(await photos.read('identifications/missing.jpg')).toBeNull();
    expect(await photos.exists('identifications/missing.jpg')).toBe(false);
    expect(await store.namesIn('identifications')).toEqual(['a.jpg']);
  });

  test('serving answers the photo streamed, with its type and the given headers; nothing stored answers null', async () => {
    await photos.write('thumbs/b-240.webp', jpeg('webp bytes'), 'image/webp');
    const response = await photos.response('thumbs/b-240.webp', { 'cache-control': 'private, no-store' });
    expect(response!.status).toBe(200);
    expect(response!.headers.get('content-type')).toBe('image/webp');
    expect(response!.headers.get('cache-control')).toBe('private, no-store');
    expect(await response!.text()).toBe('webp bytes');
    // The caller's headers win, as the shared page's do.
    const typed = await photos.response('thumbs/b-240.webp', { 'content-type': 'image/jpeg' });
    expect(typed!.headers.get('content-type')).toBe('image/jpeg');
    await typed!.body?.cancel();

    expect(await photos.response('thumbs/missing.webp', {})).toBeNull();
  });

  test('removing deletes each key; a key with nothing stored is not an error', async () => {
    await photos.write('identifications/c.jpg', jpeg('c'), 'image/jpeg');
    await photos.write('identifications/d.jpg', jpeg('d'), 'image/jpeg');
    await photos.remove(['identifications/c.jpg', 'identifications/never.jpg']);
    expect(await photos.exists('identifications/c.jpg')).toBe(false);
    expect(await photos.exists('identifications/d.jpg')).toBe(true);
    await photos.remove(['identifications/c.jpg']);
    await photos.remove([]);
  });

  test('listing names every stored file with its size, sorted by key, and nothing outside the store', async () => {
    await store.plantOutside();
    await photos.write('thumbs/z-240.webp', jpeg('zz'), 'image/webp');
    await photos.write('catalogue/builds/b1/index.html', jpeg('<html>'), 'text/html');
    const listed = await photos.list();
    expect(listed.map((file) => file.key)).toEqual([...listed.map((file) => file.key)].sort());
    expect(listed).toContainEqual({ key: 'thumbs/z-240.webp', size: 2 });
    expect(listed).toContainEqual({ key: 'catalogue/builds/b1/index.html', size: 6 });
    expect(listed.some((file) => file.key.includes('secret') || file.key.endsWith('.tmp'))).toBe(false);
    await photos.remove(['thumbs/z-240.webp']);
    expect((await photos.list()).map((file) => file.key)).not.toContain('thumbs/z-240.webp');
  });

  test('a key that would reach outside the store is refused: not written, read, served or removed', async () => {
    await store.plantOutside();
    for (const key of CLIMBING) {
      await expect(photos.write(key, jpeg('x'), 'image/jpeg')).rejects.toThrow('Not a photo key');
      expect(await photos.read(key)).toBeNull();
      expect(await photos.exists(key)).toBe(false);
      expect(await photos.response(key, {})).toBeNull();
    }
    await photos.remove(CLIMBING);
    expect(await store.outsideIsThere()).toBe(true);
  });
});

test('a folder store does not list the temp file of a write under way', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-store-'));
  try {
    const photos = localPhotoStore(join(dataDir, 'uploads'));
    await photos.write('identifications/a.jpg', jpeg('a'), 'image/jpeg');
    writeFileSync(join(dataDir, 'uploads/identifications', `b.jpg.${crypto.randomUUID()}.tmp`), 'half');
    expect(await photos.list()).toEqual([{ key: 'identifications/a.jpg', size: 1 }]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('photos kept in an S3 bucket', () => {
  test('only a missing object reads as null: a bucket that refuses the request is an error', async () => {
    const bucket = await startTestBucket();
    try {
      const refused = s3PhotoStore({ ...bucket.settings, accessKeyId: 'NOT-AN-ACCOUNT' });
      await expect(refused.read('identifications/a.jpg')).rejects.toThrow();
      await expect(refused.response('identifications/a.jpg', {})).rejects.toThrow();
    } finally {
      await bucket.stop();
    }
  });
});

describe('photo keys', () => {
  test('an /uploads/ or /public/uploads/ address names the key after it; anything else names none', () => {
    expect(photoKey('/uploads/identifications/a.jpg')).toBe('identifications/a.jpg');
    expect(photoKey('/public/uploads/thumbs/a-240.avif')).toBe('thumbs/a-240.avif');
    for (const url of ['/uploads/../secret.jpg', '/uploads/', '/elsewhere/a.jpg', 'https://example.com/uploads/a.jpg', '', null, undefined]) {
      expect(photoKey(url)).toBeNull();
    }
  });
});
