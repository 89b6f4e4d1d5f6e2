import { fileTag } from './conditional';

/** Text files worth compressing; Pagefind's index files and images are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg)$/;
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 500;

/** Gzipped copies of static files, keyed by path and checked against size and modification time. */
const gzipped = new Map<string, { stamp: string; body: Uint8Array<ArrayBuffer> }>();

export const acceptsGzip = (acceptEncoding: string | null) => !!acceptEncoding && /\bgzip\b/i.test(acceptEncoding);
const acceptsBrotli = (acceptEncoding: string | null) => !!acceptEncoding && /\bbr\b/i.test(acceptEncoding);

/** Files that may have a brotli copy written next to them at build time (`{file}.br`: Pagefind's index). */
const PRECOMPRESSED = /(\/pagefind\.js|\.pagefind|\.pf_meta|\.pf_index)$/;

/** The file's `.br` copy as a response, when the browser takes brotli and the copy exists. */
async function brotliCopy(
  file: Bun.BunFile,
  path: string,
  status: number,
  headers: Record<string, string>,
  acceptEncoding: string | null,
  find: () => Bun.BunFile | null = () => Bun.file(`${path}.br`),
) {
  if (!PRECOMPRESSED.test(path) || !acceptsBrotli(acceptEncoding)) return undefined;
  const copy = find();
  if (!copy || !(await copy.exists())) return undefined;
  return new Response(copy, {
    status,
    headers: { 'content-type': file.type, ...headers, vary: 'accept-encoding', 'content-encoding': 'br' },
  });
}

/**
 * A static file as a response: its brotli copy when there is one, else gzipped when the browser accepts it
 * (Bun.serve does not compress). Each file is gzipped once and kept while it is unchanged.
 */
export async function fileResponse(
  file: Bun.BunFile,
  path: string,
  init: {
    status?: number;
    headers: Record<string, string>;
    acceptEncoding: string | null;
    /** Finds the `.br` copy when it is not the file beside `path` on disk (a file read out of a pack). */
    brotli?: () => Bun.BunFile | null;
  },
): Promise<Response> {
  const { status = 200, acceptEncoding } = init;
  // Named here: Bun names it for a whole file, not for a slice of one (a file read out of a pack).
  const headers = { 'content-type': file.type, ...init.headers, etag: fileTag(file) };
  const brotli = await brotliCopy(file, path, status, headers, acceptEncoding, init.brotli);
  if (brotli) return brotli;
  if (!COMPRESSIBLE.test(path) || file.size < MIN_BYTES || file.size > MAX_BYTES) {
    return new Response(file, { status, headers });
  }
  const vary = { ...headers, vary: 'accept-encoding' };
  if (!acceptsGzip(acceptEncoding)) return new Response(file, { status, headers: vary });
  const stamp = `${file.size}:${file.lastModified}`;
  let entry = gzipped.get(path);
  if (entry?.stamp !== stamp) {
    entry = { stamp, body: Bun.gzipSync(await file.bytes()) as Uint8Array<ArrayBuffer> };
    gzipped.delete(path);
    if (gzipped.size >= CACHE_ENTRIES) gzipped.delete(gzipped.keys().next().value!);
    gzipped.set(path, entry);
  }
  return new Response(entry.body, {
    status,
    headers: { ...vary, 'content-encoding': 'gzip' },
  });
}
