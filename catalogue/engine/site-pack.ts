import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The pack of a shared build's site, and the list of its files (shared-builds.ts writes both). */
export const PACK_FILE = 'site.pack';
export const PACK_LIST = 'site-files.json';

/** [path under the site, size in bytes] of each file, in the pack's order. */
export type PackedFile = [path: string, size: number];

/** Where a file's bytes lie: a file of its own (offset 0), or a part of a pack. */
export interface FilePart {
  path: string;
  offset: number;
  size: number;
}

/**
 * A full build's site read out of its pack, file by file, without unpacking it: an instance that takes a shared
 * build serves it as soon as it has the pack (creating 200,000 small files takes longer than downloading them).
 */
export class SitePack {
  private constructor(
    readonly path: string,
    private readonly files: Map<string, [offset: number, size: number]>,
  ) {}

  /** Opens the pack in `dir`; throws when its list and its size disagree (a pack cut short). */
  static open(dir: string): SitePack {
    const listed = JSON.parse(readFileSync(join(dir, PACK_LIST), 'utf8')) as PackedFile[];
    const files = new Map<string, [number, number]>();
    let offset = 0;
    for (const [file, size] of listed) {
      files.set(file, [offset, size]);
      offset += size;
    }
    const path = join(dir, PACK_FILE);
    if (statSync(path).size !== offset) throw new Error(`The site pack in ${dir} is damaged: it does not hold the files it lists`);
    return new SitePack(path, files);
  }

  /** A file by its path under the site ("species/chromis-viridis/index.html"), typed by its name; null when absent. */
  file(sitePath: string): Bun.BunFile | null {
    const part = this.part(sitePath);
    return part && Bun.file(this.path).slice(part.offset, part.offset + part.size, Bun.file(sitePath).type);
  }

  /** Where a file's bytes lie in the pack; null when absent. */
  part(sitePath: string): FilePart | null {
    const found = this.files.get(sitePath.replace(/^\/+/, ''));
    return found ? { path: this.path, offset: found[0], size: found[1] } : null;
  }

  /** A file's text, read at once; null when absent. */
  text(sitePath: string): string | null {
    const part = this.part(sitePath);
    if (!part) return null;
    const bytes = Buffer.alloc(part.size);
    const fd = openSync(this.path, 'r');
    try {
      readSync(fd, bytes, 0, part.size, part.offset);
    } finally {
      closeSync(fd);
    }
    return bytes.toString('utf8');
  }

  /** A file by its URL path ("/pagefind/pagefind.js"), decoded; null when absent or not decodable. */
  fileAt(urlPath: string): { file: Bun.BunFile } | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = this.file(decoded);
    return file && { file };
  }

  get size(): number {
    return this.files.size;
  }
}
