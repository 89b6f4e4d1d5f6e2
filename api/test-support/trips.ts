import { afterAll } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { testApp, type TestClient } from './harness';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const SAMPLE = join(import.meta.dir, '../../eval/sample');

/** A test app with a data folder of its own (removed after the file's tests), a diver signed in, and the trip photos stored. */
export async function tripApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-trips-'));
  folders.push(dataDir);
  const app = await testApp({}, { DATA_DIR: dataDir });
  const diver = await app.signUp('diver');
  const photosDir = join(dataDir, 'uploads', 'trips');
  const storedPhotos = () => (existsSync(photosDir) ? readdirSync(photosDir).sort() : []);
  return { ...app, dataDir, diver, storedPhotos };
}

/** A new trip of `client`'s: its id. */
export async function newTrip(client: TestClient, name = 'Raja Ampat'): Promise<number> {
  const answer = await client.post('/api/trips', { name });
  if (answer.status !== 201) throw new Error(`trip not made: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).id;
}

/**
 * A frame of a burst of one of the repository's real photos (eval/sample), as a camera writes it at `takenAt`
 * (YYYY-MM-DDTHH:mm:ss): `shift` moves the frame a little (0 to 4), `blur` softens it.
 */
export async function burstFrame(photo: string, takenAt: string | null, { shift = 0, blur = 0 } = {}): Promise<Buffer> {
  const source = sharp(join(SAMPLE, photo));
  const framed = source.extract({ left: 4 * shift, top: 3 * shift, width: 300, height: 225 });
  const softened = blur ? framed.blur(blur) : framed;
  const exif = takenAt ? { IFD2: { DateTimeOriginal: takenAt.replace(/-/g, ':').replace('T', ' ') } } : {};
  return softened.withExif(exif).jpeg({ quality: 90 }).toBuffer();
}

/** POST /api/trips/:id/photos, one photo as the trip screen sends it. */
export function sendPhoto(client: TestClient, tripId: number, bytes: Uint8Array, name = 'photo.jpg') {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return client.post(`/api/trips/${tripId}/photos`, form);
}
