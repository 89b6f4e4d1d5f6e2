import { resolve, sep } from 'node:path';

/** A file under `root` for a URL path, or null when the path escapes the root or names no file. */
export async function fileUnder(root: string, urlPath: string): Promise<Bun.BunFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, '.' + decoded);
  if (path !== root && !path.startsWith(root + sep)) return null;
  const file = Bun.file(path);
  // A name longer than the file system allows (ENAMETOOLONG) names no file either.
  return (await file.exists().catch(() => false)) ? file : null;
}
