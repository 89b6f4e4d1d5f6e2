import type { PhotoStore } from '../lib/storage';
import { IMMUTABLE } from './site';

/**
 * Whether the photo stored at an /uploads/ address may be cached by anyone, is shown only to the one asking (by
 * their cookies), or is not served to them.
 */
export type PhotoVisibility = (url: string, request: Request) => Promise<'public' | 'private' | 'gone'>;

/** Discover's card thumbnails exist only while their photo is published. */
const THUMBNAILS = /^\/thumbs\//;

/**
 * GET /uploads/... and its alias /public/uploads/..., streamed from the photo store after the visibility check
 * (a bucket's objects are never public). Stored images never change under their name, so public ones may be kept
 * for a year; private ones are `private, no-store`.
 */
export async function serveUpload(photos: PhotoStore, request: Request, pathname: string, visibility?: PhotoVisibility): Promise<Response | null> {
  const match = pathname.match(/^\/(?:public\/)?uploads(\/.+)$/);
  if (!match) return null;
  const path = match[1]!;
  const seen = !visibility || THUMBNAILS.test(path) ? 'public' : await visibility(`/uploads${path}`, request);
  if (seen === 'gone') return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(1));
  } catch {
    return null;
  }
  return photos.response(key, {
    'cache-control': seen === 'public' ? IMMUTABLE : 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
