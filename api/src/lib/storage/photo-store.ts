/**
 * Where stored photos and card thumbnails are kept: a folder on this machine or an S3 bucket. A key is the path
 * under `/uploads/` (`identifications/<uuid>.jpg`, `thumbs/<name>-240.avif`), so the addresses kept in the
 * database name the same photo wherever it is stored.
 */
export interface PhotoStore {
  /**
   * Stores the bytes under the key, replacing what was there; a reader sees the whole photo or none. A Blob (a
   * file on disk) is streamed, never read into memory whole.
   */
  write(key: string, bytes: Uint8Array | Blob, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes what is stored under the keys; a key with nothing stored is not an error. */
  remove(keys: string[]): Promise<void>;
  /**
   * The stored photo as a 200 response, its body streamed, with its content type and these headers (which win);
   * null when nothing is stored under the key.
   */
  response(key: string, headers: Record<string, string>): Promise<Response | null>;
  /** Every stored file (photos, thumbnails, imported dive logs, catalogue builds): its key and size, sorted by key. */
  list(): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Whether a key names a place inside the store: folders and a name, none of them empty, `.` or `..`. Anything else
 * is refused by both stores: on disk it could climb out of the uploads folder, and in a bucket out of its prefix
 * (an S3 client sends `a/../b` as a path that servers resolve).
 */
export function isPhotoKey(key: string): boolean {
  return !key.includes('\0') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The key behind an /uploads/ (or /public/uploads/) address kept in the database, or null for any other. */
export function photoKey(url: string | null | undefined): string | null {
  const key = url?.match(/^\/(?:public\/)?uploads\/(.+)$/)?.[1];
  return key && isPhotoKey(key) ? key : null;
}

/** The /uploads/ address of a key, as kept in the database and served. */
export const photoUrl = (key: string) => `/uploads/${key}`;
