export type Bytes = Uint8Array<ArrayBuffer>;

/** A species page held in memory: its bytes, their gzip copy once a client asked for it, and its ETag. */
export interface HeldPage {
  body: Bytes;
  gzip?: Bytes;
  etag: string;
}

/** Memory for held pages (bodies and gzip copies): about 2,200 species pages of the real templates (23 KB, 6.7 KB gzipped). */
export const HELD_PAGE_BYTES = 64 * 2 ** 20;

const sizeOf = (page: HeldPage) => page.body.byteLength + (page.gzip?.byteLength ?? 0);

/**
 * The species pages kept in memory, at most `limit` bytes of them, whatever the catalogue's size: the oldest held
 * goes first; a page not held is read from the build on disk (or its pack) or the overlay again.
 */
export class HeldPages {
  private readonly pages = new Map<string, HeldPage>();
  private held = 0;

  constructor(readonly limit = HELD_PAGE_BYTES) {}

  get(slug: string): HeldPage | undefined {
    return this.pages.get(slug);
  }

  set(slug: string, page: HeldPage): void {
    this.delete(slug);
    // A page larger than the whole bound is served, never held.
    if (sizeOf(page) > this.limit) return;
    this.pages.set(slug, page);
    this.held += sizeOf(page);
    for (const [oldest, old] of this.pages) {
      if (this.held <= this.limit) break;
      this.pages.delete(oldest);
      this.held -= sizeOf(old);
    }
  }

  /** The page's gzip copy, made the first time a client asks for it (and counted while the page is held). */
  gzipOf(slug: string, page: HeldPage): Bytes {
    if (page.gzip) return page.gzip;
    const held = this.pages.get(slug) === page;
    if (held) this.delete(slug);
    page.gzip = Bun.gzipSync(page.body) as Bytes;
    if (held) this.set(slug, page);
    return page.gzip;
  }

  delete(slug: string): void {
    const page = this.pages.get(slug);
    if (!page) return;
    this.pages.delete(slug);
    this.held -= sizeOf(page);
  }

  clear(): void {
    this.pages.clear();
    this.held = 0;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.pages.size;
  }
}
