import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { discoverOrder, pageUpdated, type SpeciesPage } from '@catalogue/model/catalogue';
import { confusedAlikes, confusedNames, confusedTarget, type ConfusedTarget } from '@catalogue/model/confused-with';
import { discoverCard } from '@catalogue/render/render-discover';
import { byRecency, RECENT_COUNT, recentTile, type RecentTile } from '@catalogue/render/render-home';
import { publishedPages } from '../../api/src/modules/catalogue';
import { PagesByName } from './pages-by-name';
import { pageDigest } from './renderer';
import type { FilePart } from './site-pack';
import { linesOf, SummaryLines, type LineAt } from './summary-lines';

const { thumbnailUrls } = publishedPages;

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
 * where they can be read again. At 100,000 pages those others as objects took most of the summaries' heap, and
 * the collector, pacing itself by the heap, let garbage reach as much again. A page as its build has it is read
 * back from the build's summaries file (its line); a page changed since is held packed in one JSON string. Only a
 * change, a look-alike link or the home page's strip reads them.
 */
interface HeldSummary extends ListedSummary, LineAt {
  /** The fields not listed, as JSON; null when they are read from the build's file, `bytes` long at `at`. */
  packed: string | null;
}

type Packed = [PageSummary['tile'], number[], string[], ConfusedTarget, string[], string[]];

/** `line`: where the summary lies in the build's summaries file, when it was read from it. */
const hold = (summary: PageSummary, line?: LineAt): HeldSummary => ({
  slug: summary.slug,
  digest: summary.digest,
  card: summary.card,
  updated: summary.updated,
  packed: line ? null : JSON.stringify([summary.tile, summary.photoIds, summary.uploads, summary.target, summary.names, summary.alikes] satisfies Packed),
  at: line?.at ?? -1,
  bytes: line?.bytes ?? 0,
});

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
  private readonly pagesOfName = new PagesByName();
  /** look-alike name -> the pages whose identifications give it. */
  private readonly namedBy = new PagesByName();
  /** The build's summaries file the pages held without `packed` are read from (null until it is known). */
  private lines: SummaryLines | null = null;
  /** Where the last line read from a build's file ends. */
  private linesEnd = 0;

  /** From summaries already in Discover's order (a build's file), or in any order (then sorted once). */
  constructor(summaries: Iterable<PageSummary> = [], sorted = false) {
    for (const summary of summaries) this.append(summary);
    if (!sorted) this.ordered.sort(byDiscoverOrder);
  }

  /**
   * Where the pages read from a build's summaries are read again: the file they were read from, or the same
   * bytes elsewhere (the summaries of a shared build come on their own, then lie in its pack). Refused when the
   * file does not end where the lines read did.
   */
  readAgainFrom(part: FilePart): this {
    if (part.size !== this.linesEnd && part.size !== this.linesEnd + 1) {
      throw new Error(`The summaries in ${part.path} are not those read (${part.size} bytes, ${this.linesEnd} read)`);
    }
    this.lines = new SummaryLines(part);
    return this;
  }

  get size(): number {
    return this.bySlug.size;
  }

  get(slug: string): PageSummary | undefined {
    const held = this.bySlug.get(slug);
    return held && this.unpack(held);
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
    for (const slug of this.pagesOfName.get(name)) if (!except?.has(slug) && (first === undefined || slug < first)) first = slug;
    const held = first === undefined ? undefined : this.bySlug.get(first);
    return held && this.unpack(held).target;
  }

  /** The pages whose identifications give one of these look-alike names. */
  namers(names: Iterable<string>): Set<string> {
    const slugs = new Set<string>();
    for (const name of names) for (const slug of this.namedBy.get(name)) slugs.add(slug);
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
    const old = this.unpack(held);
    this.bySlug.delete(slug);
    const at = this.position(held);
    if (this.ordered[at] === held) this.ordered.splice(at, 1);
    else this.ordered.splice(this.ordered.indexOf(held), 1);
    for (const id of old.photoIds) if (this.pageOfPhoto.get(id) === slug) this.pageOfPhoto.delete(id);
    for (const name of new Set(old.names)) this.pagesOfName.remove(name, slug);
    for (const name of new Set(old.alikes)) this.namedBy.remove(name, slug);
    return old;
  }

  /** Every page in Discover's order: what the lists read. */
  inOrder(): readonly ListedSummary[] {
    return this.ordered;
  }

  /** Every page's whole summary in Discover's order, unpacked one at a time (a build's file, a reload's changes). */
  *everyPage(): Generator<PageSummary> {
    for (const held of this.ordered) yield this.unpack(held);
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
    return newest.map((summary) => this.unpack(summary).tile);
  }

  /**
   * Adds a page after those held (Discover's order is the caller's, or sorted after); `line` when it was read
   * from a build's summaries file, there.
   */
  append(summary: PageSummary, line?: LineAt): void {
    const held = hold(summary, line);
    if (line) this.linesEnd = line.at + line.bytes;
    this.bySlug.set(summary.slug, held);
    this.ordered.push(held);
    this.index(summary);
  }

  /** The whole summary again, its fields in PageSummary's order (a build's summaries file is written from these). */
  private unpack(held: HeldSummary): PageSummary {
    const { slug, digest, card, updated } = held;
    if (held.packed === null) {
      if (!this.lines) throw new Error('Summaries read from a stream are read again only once their file is known');
      const { tile, photoIds, uploads, target, names, alikes } = JSON.parse(this.lines.read(held)) as PageSummary;
      return { slug, digest, card, updated, tile, photoIds, uploads, target, names, alikes };
    }
    const [tile, photoIds, uploads, target, names, alikes] = JSON.parse(held.packed) as Packed;
    return { slug, digest, card, updated, tile, photoIds, uploads, target, names, alikes };
  }

  private index(summary: PageSummary): void {
    for (const id of summary.photoIds) this.pageOfPhoto.set(id, summary.slug);
    for (const name of new Set(summary.names)) this.pagesOfName.add(name, summary.slug);
    for (const name of new Set(summary.alikes)) this.namedBy.add(name, summary.slug);
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
const decoder = new TextDecoder();

/**
 * Reads a build's summaries line by line (never the whole file as one string): from its file or its part of a
 * pack, or as they come from the bucket (then `readAgainFrom` names where they lie once the pack is down). Each
 * page is held as it is read, by where its line lies.
 */
export async function readSummaryLines(from: FilePart | ReadableStream<Uint8Array>): Promise<Summaries> {
  const stream = from instanceof ReadableStream ? from : Bun.file(from.path).slice(from.offset, from.offset + from.size).stream();
  const all = new Summaries();
  let read = 0;
  for await (const { line, at, bytes } of linesOf(stream)) {
    all.append(JSON.parse(decoder.decode(line)) as PageSummary, { at, bytes });
    // Each line read is garbage once held, and the collector lets it pile up: at 100,000 pages the start's
    // peak would be most of the server's memory.
    if (++read % COLLECT_EVERY_LINES === 0) Bun.gc(true);
  }
  return from instanceof ReadableStream ? all : all.readAgainFrom(from);
}
