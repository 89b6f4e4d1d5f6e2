import { uploadsDir } from '../lib/images/store';
import { IMMUTABLE } from './site';
import { fileUnder } from './static-files';

/** Whether the photo stored at an /uploads/ address may be cached by anyone, only by its viewer, or not served. */
export type PhotoVisibility = (url: string) => Promise<'public' | 'private' | 'gone'>;

/** Discover's card thumbnails exist only while their photo is published. */
const THUMBNAILS = /^\/thumbs\//;

/**
 * GET /uploads/... and its alias /public/uploads/... Stored images never change under their name, so public
 * ones may be kept for a year; private ones are `private, no-store`.
 */
export async function serveUpload(dataDir: string, pathname: string, visibility?: PhotoVisibility): Promise<Response | null> {
  const match = pathname.match(/^\/(?:public\/)?uploads(\/.+)$/);
  if (!match) return null;
  const path = match[1]!;
  const seen = !visibility || THUMBNAILS.test(path) ? 'public' : await visibility(`/uploads${path}`);
  if (seen === 'gone') return null;
  const file = await fileUnder(uploadsDir(dataDir), path);
  if (!file) return null;
  return new Response(file, {
    headers: { 'cache-control': seen === 'public' ? IMMUTABLE : 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
}
