import { join } from 'node:path';
import { isStaticSlug, speciesPathIn } from '@catalogue/model/catalogue';
import { LANGUAGES, languageOfPath, pathIn, type Language } from '@rules/languages';
import type { AppContext } from '../../api/src/context';
import { acceptsGzip, fileResponse } from '../../api/src/web/compress';
import { cacheControl, notFoundPage, REVALIDATE } from '../../api/src/web/site';
import { fileUnder } from '../../api/src/web/static-files';
import { publishedPages } from '../../api/src/modules/catalogue';
import { IN_BUILD, pageFile, type Base, type View } from './refresh';
import { HeldPages, type Bytes, type HeldPage } from './held-pages';
import { SitePack } from './site-pack';
import { pageDigest, type CatalogueRenderer } from './renderer';
import { homeFile } from '@catalogue/render/render-home';

const { movedPageSlug, readSpeciesPages } = publishedPages;

/** Catalogue files besides species pages, by URL path: written to the overlay, else from the build. */
const LISTS: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/discover': 'discover/index.html',
  '/discover/': 'discover/index.html',
  '/discover/index.html': 'discover/index.html',
  '/discover/search-state.json': 'discover/search-state.json',
  '/sitemap.xml': 'sitemap.xml',
  '/robots.txt': 'robots.txt',
};
/** Discover's addresses, in each language under its prefix (the English ones are LISTS'). */
const DISCOVER_PAGES = new Set(['/discover', '/discover/', '/discover/index.html']);
/** The home page's addresses in each language under its prefix ('/de', '/de/', '/de/index.html'). */
const HOME_PAGES = new Set(['/', '/index.html']);
const SPECIES_PREFIX = '/species/';
/** Files of Discover's search index whose set changes with the catalogue (discover-index.ts). */
const SEARCH_FILES = /^\/discover\/(names|cards)\/[^/]+\.json$/;
/** The files a sitemap index lists (sitemap.ts); which exist changes with the catalogue. */
const SITEMAP_FILES = /^\/sitemaps\/[^/]+\.xml$/;
const SEARCH_FILE_MISSING_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };
const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE, vary: 'accept-encoding' };
const GZIP_HTML_HEADERS = { ...HTML_HEADERS, 'content-encoding': 'gzip' };
const NOT_FOUND_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/**
 * How many pages not held are remembered as asked lately: a page asked again while remembered is held (a popular
 * page), one asked once in a while (a crawler's pass over 100,000 pages) is sent from its file as it is.
 */
const ASKED_LATELY = 4096;

/** Where a build's files are read: its site folder, or the pack of a build taken from another instance. */
type SiteFiles = string | SitePack;
const siteOf = (base: Base): SiteFiles => base.pack ?? base.dir;
/** The slug of /species/{slug}, /species/{slug}/ or /species/{slug}/index.html; undefined for any other path. */
function slugOf(pathname: string): string | undefined {
  let rest = pathname.slice(SPECIES_PREFIX.length);
  if (rest.endsWith('/index.html')) rest = rest.slice(0, -'/index.html'.length);
  else if (rest.endsWith('/')) rest = rest.slice(0, -1);
  if (!rest || rest.includes('/')) return undefined;
  if (!rest.includes('%')) return rest;
  try {
    // No slug has a slash: a held page's key in another language has one (heldKey).
    const slug = decodeURIComponent(rest);
    return slug.includes('/') ? undefined : slug;
  } catch {
    return undefined;
  }
}

/** A species page's address as its language and slug; undefined for any other path. */
function speciesAddress(pathname: string): { language: Language; slug: string | undefined } | undefined {
  const { language, route } = pathname.startsWith(SPECIES_PREFIX) ? { language: 'en' as const, route: pathname } : languageOfPath(pathname);
  return route.startsWith(SPECIES_PREFIX) ? { language, slug: slugOf(route) } : undefined;
}

/** Where a page in a language is held: English pages by their slug, the others by language and slug (no slug has a slash). */
const heldKey = (language: Language, slug: string) => (language === 'en' ? slug : `${language}/${slug}`);

/**
 * Answers catalogue URLs from the current view. A species page answers 200 only while its slug is published;
 * the pages last loaded are kept in memory (HeldPages: a bound in bytes), so they are served without touching disk.
 */
export class CatalogueFileServer {
  private held = new HeldPages();
  /** Pages not held that were asked for lately, oldest first (at most ASKED_LATELY). */
  private readonly askedLately = new Set<string>();
  /** The view a build swap replaced: its Pagefind files stay readable for visitors who loaded them (Discover reads its own name index again when it finds it changed). */
  private previous: { site: SiteFiles; overlayDir: string } | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly renderer: CatalogueRenderer,
    private readonly view: () => View,
  ) {}

  clearCache(): void {
    this.held.clear();
  }

  /** Forgets the pages kept in memory of these slugs, in every language (they changed). */
  forget(slugs: Iterable<string>): void {
    for (const slug of slugs) for (const language of LANGUAGES) this.held.delete(heldKey(language, slug));
  }

  /**
   * After a swap, a Discover page loaded before it still names the old build's Pagefind files and the old
   * overlay's index of recent pages: both stay readable until the next swap.
   */
  swapped(previous: View): void {
    // Where its files are, not the view: its summaries (hundreds of MB at 100,000 pages) go with it.
    this.previous = { site: siteOf(previous.base), overlayDir: previous.overlayDir };
  }

  /**
   * A species page kept in memory, answered without any await: the path most requests take. Undefined when
   * the page is not in memory (serve() then does the full work).
   */
  hotPage(pathname: string, acceptEncoding: string | null): Response | undefined {
    const address = speciesAddress(pathname);
    if (address?.slug === undefined) return undefined;
    const key = heldKey(address.language, address.slug);
    const page = this.held.get(key);
    return page && this.respond(key, page, acceptEncoding);
  }

  async serve(pathname: string, acceptEncoding: string | null): Promise<Response | null> {
    const species = speciesAddress(pathname);
    if (species) return this.serveSpecies(species.language, species.slug, acceptEncoding);
    const view = this.view();
    const { language, route } = languageOfPath(pathname);
    const list = language === 'en' ? LISTS[pathname] : DISCOVER_PAGES.has(route) ? `${pathIn(language, '/discover')}/index.html` : HOME_PAGES.has(route) ? homeFile(language) : undefined;
    if (list) return this.firstFile([view.overlayDir, siteOf(view.base), this.ctx.config.siteDir], list, pathname, acceptEncoding);
    if (SEARCH_FILES.test(pathname)) {
      // Only the current files: a build's names file that no card has a word for any more is gone.
      const at = view.lists.searchFiles.get(pathname.slice(1));
      const found = at !== undefined && (await this.firstFile([at === IN_BUILD ? siteOf(view.base) : view.overlayDir], pathname, pathname, acceptEncoding));
      return found || new Response('{"words":[],"cards":[]}', { status: 404, headers: SEARCH_FILE_MISSING_HEADERS });
    }
    if (SITEMAP_FILES.test(pathname)) {
      // Only the files the current index lists, all in the overlay: a file a build has that was split since is gone.
      const found = view.lists.sitemapFiles.has(pathname.slice(1)) && (await this.firstFile([view.overlayDir], pathname, pathname, acceptEncoding));
      return found || this.missing();
    }
    if (pathname.startsWith('/pagefind/')) {
      return (await this.firstFile([siteOf(view.base), this.previous?.site ?? null], pathname, pathname, acceptEncoding)) ?? this.missing();
    }
    if (pathname.startsWith('/pagefind-recent/')) {
      return (await this.firstFile([view.overlayDir, this.previous?.overlayDir ?? null], pathname, pathname, acceptEncoding)) ?? this.missing();
    }
    // Assets of a build's pages are SITE_DIR's own, unless the build was made from other sources.
    if (pathname.startsWith('/_astro/')) return this.firstFile([this.ctx.config.siteDir, siteOf(view.base)], pathname, pathname, acceptEncoding);
    return null;
  }

  private async firstFile(sites: Array<SiteFiles | null>, file: string, pathname: string, acceptEncoding: string | null) {
    const urlPath = file.startsWith('/') ? file : `/${file}`;
    const headers = { 'cache-control': cacheControl(pathname) };
    for (const site of sites) {
      if (site instanceof SitePack) {
        const found = site.fileAt(urlPath);
        if (found) return fileResponse(found.file, `${site.path}${urlPath}`, { headers, acceptEncoding, brotli: () => site.fileAt(`${urlPath}.br`)?.file ?? null });
        continue;
      }
      const found = site && (await fileUnder(site, urlPath));
      if (found) return fileResponse(found, found.name!, { headers, acceptEncoding });
    }
    return null;
  }

  private missing = () => notFoundPage(this.ctx.config.siteDir);

  private async serveSpecies(language: Language, slug: string | undefined, acceptEncoding: string | null): Promise<Response> {
    if (slug === undefined) return this.speciesNotFound(language);
    const key = heldKey(language, slug);
    const held = this.held.get(key);
    if (held) return this.respond(key, held, acceptEncoding);
    // Asked once in a while, without compression: the file goes out as it is (the kernel copies it), nothing is
    // read into memory. Asked again soon, or compressed: read, held and answered from memory. Only English pages
    // have files; the other languages' are rendered on their first request (decision 131).
    if (language === 'en' && !this.askedAgain(slug) && !acceptsGzip(acceptEncoding)) {
      const sent = this.fromFile(slug);
      if (sent) return sent;
    }
    const page = await this.load(slug, language);
    if (!page) {
      // A slug served before (a page per photo, or a page that moved) or an identification's id: its page now.
      const moved = await movedPageSlug(this.ctx.db, slug);
      if (moved) return new Response(null, { status: 301, headers: { location: speciesPathIn(language, moved) } });
      return this.speciesNotFound(language);
    }
    return this.respond(key, page, acceptEncoding);
  }

  private respond(slug: string, page: HeldPage, acceptEncoding: string | null): Response {
    if (!acceptsGzip(acceptEncoding)) return new Response(page.body, { headers: { ...HTML_HEADERS, etag: page.etag } });
    return new Response(this.held.gzipOf(slug, page), { headers: { ...GZIP_HTML_HEADERS, etag: page.etag } });
  }

  /** Whether the page was asked for lately (and notes that it was, now). */
  private askedAgain(slug: string): boolean {
    if (this.askedLately.delete(slug)) return true;
    this.askedLately.add(slug);
    if (this.askedLately.size > ASKED_LATELY) this.askedLately.delete(this.askedLately.values().next().value!);
    return false;
  }

  /**
   * A page's tag: equal digests, equal page data, and equal code stamps, equal templates, so equal bytes. The same
   * whether the page is held, sent from its file or rendered on request.
   */
  private tagOf(digest: string): string {
    return `W/"${digest}-${this.renderer.codeStamp}"`;
  }

  /** The file of a published page as the current view serves it, and its digest: undefined when it is not published. */
  private fileOf(slug: string): { digest: string; file: Bun.BunFile | null } | undefined {
    const { base, overlayDir, overlayPages, summaries } = this.view();
    const digest = summaries.digestOf(slug);
    // A page answers only while it has a published photo, as of the last change read.
    if (digest === undefined) return undefined;
    if (!digest || !isStaticSlug(slug)) return { digest, file: null };
    const site = base.pages.get(slug) === digest ? siteOf(base) : overlayPages.get(slug) === digest ? overlayDir : null;
    return { digest, file: site instanceof SitePack ? site.file(pageFile(slug)) : site ? Bun.file(join(site, pageFile(slug))) : null };
  }

  /** The page's file as the answer, when it has one. */
  private fromFile(slug: string): Response | null {
    const found = this.fileOf(slug);
    return found?.file ? new Response(found.file, { headers: { ...HTML_HEADERS, etag: this.tagOf(found.digest) } }) : null;
  }

  /**
   * The page of a published slug: in English from the build when unchanged since, else the overlay, else rendered
   * now; in another language rendered now, from the same facts, and held like any other.
   */
  private async load(slug: string, language: Language): Promise<HeldPage | null> {
    const view = this.view();
    const found = this.fileOf(slug);
    if (!found) return null;
    let { digest } = found;
    let body: Bytes | null = language === 'en' && found.file ? await found.file.bytes().catch(() => null) : null;
    if (!body) {
      // Rendered on request (more pages changed since the build than the overlay holds): its look-alike links
      // from the summaries, as a full build would make them.
      const page = (await readSpeciesPages(this.ctx.db, [slug], (name) => view.summaries.target(name, new Set([slug])))).get(slug);
      if (!page) return null;
      body = new TextEncoder().encode(this.renderer.speciesPage(page, language));
      digest = pageDigest(page);
    }
    const held: HeldPage = { body, etag: this.tagOf(digest) };
    // Kept only while the page is still the one served (no change came while it was read).
    if (this.view() === view && view.summaries.digestOf(slug) === digest) this.held.set(heldKey(language, slug), held);
    return held;
  }

  private speciesNotFound(language: Language): Response {
    return new Response(this.renderer.notFound(language), { status: 404, headers: NOT_FOUND_HEADERS });
  }
}
