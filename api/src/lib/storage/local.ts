import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isPhotoKey, type PhotoStore, type StoredFile } from './photo-store';
import { writeWhole } from './whole-file';

/** A write's temp file (`<name>.<uuid>.tmp`): half a photo, never listed. */
const TEMP_FILE = /\.[0-9a-f-]{36}\.tmp$/;

/** Where stored photos live under DATA_DIR when no STORAGE_URL is set. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Stored photos as files under `root` (DATA_DIR/uploads), each key its path there. */
export function localPhotoStore(root: string): PhotoStore {
  const base = resolve(root);
  /** The file of a key, or null for a key that would resolve outside the folder. */
  const pathOf = (key: string): string | null => {
    if (!isPhotoKey(key)) return null;
    const path = resolve(base, key);
    return path.startsWith(base + sep) ? path : null;
  };
  /** The stored file, or null; a name longer than the file system allows (ENAMETOOLONG) names no file either. */
  const fileOf = async (key: string): Promise<Bun.BunFile | null> => {
    const path = pathOf(key);
    const file = path ? Bun.file(path) : null;
    return file && (await file.exists().catch(() => false)) ? file : null;
  };

  return {
    async write(key, bytes) {
      const path = pathOf(key);
      if (!path) throw new Error(`Not a photo key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${crypto.randomUUID()}.tmp`;
      await writeWhole(path, temp, () => Bun.write(temp, bytes));
    },
    async read(key) {
      return (await (await fileOf(key))?.bytes()) ?? null;
    },
    async exists(key) {
      return (await fileOf(key)) !== null;
    },
    async remove(keys) {
      const paths = keys.map(pathOf).filter((path): path is string => path !== null);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
    async response(key, headers) {
      const file = await fileOf(key);
      return file && new Response(file, { headers });
    },
    async list() {
      const names = await readdir(base, { recursive: true }).catch((error) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
      const files: StoredFile[] = [];
      for (const name of names.sort()) {
        const key = name.split(sep).join('/');
        if (TEMP_FILE.test(key) || !isPhotoKey(key)) continue;
        // A file removed since the folder was read is simply not listed.
        const info = await stat(join(base, name)).catch(() => null);
        if (info?.isFile()) files.push({ key, size: info.size });
      }
      return files;
    },
  };
}
