import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { discoverOrder, pageUpdated, type SpeciesPage } from '@catalogue/model/catalogue';
import { confusedAlikes, confusedNames, confusedTarget, type ConfusedTarget } from '@catalogue/model/confused-with';
import { discoverCard } from '@catalogue/render/render-discover';
import { byRecency, RECENT_COUNT, recentTile, type RecentTile } from '@catalogue/render/render-home';
import { thumbnailUrls } from '../publish/thumbnails';
import { pageDigest } from './renderer';

/**
 * What the server keeps of one species page between changes: enough to write every list (Discover's cards, the
 * home page's strip, the sitemap), to know whether the build's copy of the page is current (its digest), which
 * page a photo is on, and which pages link to it as a look-alike. The page itself is read again only when it
 * changes; the whole catalogue is never held.
 */
export interface PageSummary {
  slug: string;
  /** Equal digests, equal pages (renderer.ts's pageDigest). */
  digest: string;
  card: DiscoverCard;
  /** The page's newest publication: the sitemap's lastmod and the home page's order. */
  updated: string | null;
  tile: RecentTile;
  /** The identifications whose photos it shows. */
  photoIds: number[];
  /** The web copies of its photos; "*" before one whose card thumbnails were made (their names follow from it). */
  uploads: string[];
  /** What a link to it as a look-alike shows, and the names it is found by. */
  target: ConfusedTarget;
  names: string[];
  /** The look-alike names its identifications give: when a page of that name appears or changes, this one links to it. */
  alikes: string[];
}

/** `digest`: pageDigest(page), when its JSON was made already. */
export function summarize(page: SpeciesPage, digest = pageDigest(page)): PageSummary {
  const uploads = new Set<string>();
  for (const photo of page.photos) {
    for (const url of [photo.imageUrl, ...photo.photos.map((each) => each.imageUrl)]) if (url && url !== photo.imageUrl) uploads.add(url);
    if (photo.imageUrl) uploads.add(photo.thumbnail ? `*${photo.imageUrl}` : photo.imageUrl);
  }
  return {
    slug: page.slug,
    digest,
    card: discoverCard(page),
    updated: pageUpdated(page),
    tile: recentTile(page),
    photoIds: page.photos.map((photo) => photo.id),
    uploads: [...uploads],
    target: confusedTarget(page),
    names: confusedNames(page),
    alikes: confusedAlikes(page),
  };
}

/** The /uploads/ paths a page's photos are served at: web copies and card thumbnails (see purge.ts). */
export function uploadPaths(summary: Pick<PageSummary, 'uploads'>): string[] {
  return summary.uploads.flatMap((upload) => (upload.startsWith('*') ? [upload.slice(1), ...thumbnailUrls(upload.slice(1))] : [upload]));
}

/** What every list and request reads of a page; the rest of its summary is read only when the page changes. */
export type ListedSummary = Pick<PageSummary, 'slug' | 'digest' | 'card' | 'updated'>;

/**
 * A summary as it is held: the listed fields, and the others (tile, photos, web copies, look-alike link and names)
 * packed in one JSON string. At 100,000 pages the packed parts as objects took most of the summaries' heap; a
 * string of them is a fraction of it, and only a change, a look-alike link or the home page's strip unpacks one.
 */
interface HeldSummary extends ListedSummary {
  packed: string;
}

type Packed = [PageSummary['tile'], number[], string[], ConfusedTarget, string[], string[]];

const hold = (summary: PageSummary): HeldSummary => ({
  slug: summary.slug,
  digest: summary.digest,
  card: summary.card,
  updated: summary.updated,
  packed: JSON.stringify([summary.tile, summary.photoIds, summary.uploads, summary.target, summary.names, summary.alikes] satisfies Packed),
});

/** The whole summary again, its fields in PageSummary's order (a build's summaries file is written from these). */
function unpack(held: HeldSummary): PageSummary {
  const [tile, photoIds, uploads, target, names, alikes] = JSON.parse(held.packed) as Packed;
  return { slug: held.slug, digest: held.digest, card: held.card, updated: held.updated, tile, photoIds, uploads, target, names, alikes };
}

/** Pages in Discover's order (model/catalogue.ts). */
const byDiscoverOrder = (a: ListedSummary, b: ListedSummary) => discoverOrder(a.card, b.card);

/**
 * Every page's summary, kept in Discover's order, with the indexes a change needs: the page of each photo, the
 * page of each look-alike name and the pages that name each look-alike. Changed only by the catalogue's queue.
 */
export class Summaries {
  private readonly bySlug = new Map<string, HeldSummary>();
  /** Discover's order (kept sorted: a change moves one entry, never sorts them all). */
  private readonly ordered: HeldSummary[] = [];
  private readonly pageOfPhoto = new Map<number, string>();
  /** name -> the pages found by it as a look-alike (a name two pages share goes to the first by slug). */
  private readonly pagesOfName = new Map<string, string[]>();
  private readonly namedBy = new Map<string, Set<string>>();

  /** From summaries already in Discover's order (a build's file), or in any order (then sorted once). */
  constructor(summaries: Iterable<PageSummary> = [], sorted = false) {
    for (const summary of summaries) this.append(summary);
    if (!sorted) this.ordered.sort(byDiscoverOrder);
  }

  /** From summaries as they are read, in Discover's order (a build's file): each is held as soon as it comes. */
  static async inOrderOf(summaries: AsyncIterable<PageSummary>): Promise<Summaries> {
    const all = new Summaries();
    for await (const summary of summaries) all.append(summary);
    return all;
  }

  get size(): number {
    return this.bySlug.size;
  }

  get(slug: string): PageSummary | undefined {
    const held = this.bySlug.get(slug);
    return held && unpack(held);
  }

  /** The page's digest alone (a request's check that a page held is current): nothing unpacked. */
  digestOf(slug: string): string | undefined {
    return this.bySlug.get(slug)?.digest;
  }

  has(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  slugs(): IterableIterator<string> {
    return this.bySlug.keys();
  }

  /** The page a photo is on, as of the last change read. */
  pageOfIdentification(id: number): string | undefined {
    return this.pageOfPhoto.get(id);
  }

  /** The page found by a look-alike's name, unless it is among `except` (pages being read again). */
  target(name: string, except?: Set<string>): ConfusedTarget | undefined {
    let first: string | undefined;
    for (const slug of this.pagesOfName.get(name) ?? []) if (!except?.has(slug) && (first === undefined || slug < first)) first = slug;
    const held = first === undefined ? undefined : this.bySlug.get(first);
    return held && unpack(held).target;
  }

  /** The pages whose identifications give one of these look-alike names. */
  namers(names: Iterable<string>): Set<string> {
    const slugs = new Set<string>();
    for (const name of names) for (const slug of this.namedBy.get(name) ?? []) slugs.add(slug);
    return slugs;
  }

  /** Puts a page's new summary in place of its old one (or adds it); returns the old one. */
  set(summary: PageSummary): PageSummary | undefined {
    const old = this.delete(summary.slug);
    const held = hold(summary);
    this.bySlug.set(summary.slug, held);
    this.ordered.splice(this.position(held), 0, held);
    this.index(summary);
    return old;
  }

  /** Removes a page (it has no published photo now); returns its summary. */
  delete(slug: string): PageSummary | undefined {
    const held = this.bySlug.get(slug);
    if (!held) return undefined;
    const old = unpack(held);
    this.bySlug.delete(slug);
    const at = this.position(held);
    if (this.ordered[at] === held) this.ordered.splice(at, 1);
    else this.ordered.splice(this.ordered.indexOf(held), 1);
    for (const id of old.photoIds) if (this.pageOfPhoto.get(id) === slug) this.pageOfPhoto.delete(id);
    for (const name of old.names) {
      const pages = this.pagesOfName.get(name)?.filter((each) => each !== slug);
      if (pages?.length) this.pagesOfName.set(name, pages);
      else this.pagesOfName.delete(name);
    }
    for (const name of old.alikes) {
      const namers = this.namedBy.get(name);
      namers?.delete(slug);
      if (namers?.size === 0) this.namedBy.delete(name);
    }
    return old;
  }

  /** Every page in Discover's order: what the lists read. */
  inOrder(): readonly ListedSummary[] {
    return this.ordered;
  }

  /** Every page's whole summary in Discover's order, unpacked one at a time (a build's file, a reload's changes). */
  *everyPage(): Generator<PageSummary> {
    for (const held of this.ordered) yield unpack(held);
  }

  cards(): DiscoverCard[] {
    return this.ordered.map((summary) => summary.card);
  }

  /** The home page's strip: the pages with the newest publications, newest first. */
  recentTiles(count = RECENT_COUNT): RecentTile[] {
    const newest: HeldSummary[] = [];
    for (const summary of this.ordered) {
      if (newest.length === count && byRecency(summary, newest[count - 1]!) >= 0) continue;
      newest.splice(sortedIndex(newest, summary, byRecency), 0, summary);
      if (newest.length > count) newest.pop();
    }
    return newest.map((summary) => unpack(summary).tile);
  }

  /** Adds a page after those held (Discover's order is the caller's, or sorted after). */
  private append(summary: PageSummary): void {
    const held = hold(summary);
    this.bySlug.set(summary.slug, held);
    this.ordered.push(held);
    this.index(summary);
  }

  private index(summary: PageSummary): void {
    for (const id of summary.photoIds) this.pageOfPhoto.set(id, summary.slug);
    for (const name of summary.names) {
      const pages = this.pagesOfName.get(name);
      if (pages) pages.push(summary.slug);
      else this.pagesOfName.set(name, [summary.slug]);
    }
    for (const name of summary.alikes) {
      const namers = this.namedBy.get(name);
      if (namers) namers.add(summary.slug);
      else this.namedBy.set(name, new Set([summary.slug]));
    }
  }

  private position(summary: ListedSummary): number {
    return sortedIndex(this.ordered, summary, byDiscoverOrder);
  }
}

/** Where `item` goes in `list` (sorted by `compare`): a binary search. */
function sortedIndex<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Writes a build's summaries, one JSON line per page in Discover's order, a megabyte at a time through a temporary
 * file and a rename: never the whole file as one string (about 100 MB at 100,000 pages).
 */
export function writeSummaryLines(path: string, summaries: Iterable<PageSummary>): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    let chunk = '';
    for (const summary of summaries) {
      chunk += `${JSON.stringify(summary)}\n`;
      if (chunk.length >= 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    if (chunk) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

const COLLECT_EVERY_LINES = 10_000;

/**
 * Reads a build's summaries line by line (never the whole file as one string): from its file, out of the pack of
 * a build taken from another instance, or as they come from the bucket. Each page is held as it is read.
 */
export async function readSummaryLines(from: Bun.BunFile | ReadableStream<Uint8Array>): Promise<Summaries> {
  const stream = from instanceof ReadableStream ? from : from.stream();
  const input = Readable.fromWeb(stream as unknown as import('node:stream/web').ReadableStream).setEncoding('utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  async function* parsed(): AsyncGenerator<PageSummary> {
    let read = 0;
    for await (const line of lines) {
      if (!line) continue;
      yield JSON.parse(line) as PageSummary;
      // Each line read is garbage once held, and the collector lets it pile up: at 100,000 pages the start's
      // peak would be most of the server's memory.
      if (++read % COLLECT_EVERY_LINES === 0) Bun.gc(true);
    }
  }
  return Summaries.inOrderOf(parsed());
}
