import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isStaticSlug, type SpeciesPage } from '@catalogue/model/catalogue';
import type { AppContext, CatalogueChange, CatalogueChanges } from '../../api/src/context';
import type { CatalogueFiles } from '../../api/src/web/served-files';
import { publishedPages } from '../../api/src/modules/catalogue';
import { runAstroBuild, type StaticBuild } from './astro-build';
import { everyPage, readChangedPages, readEverySummary } from './page-reads';
import { changedPaths, purgeCatalogue } from './purge';
import { applyPages, newView, takeBuildIndex, writeLists, type Applied, type Base, type View } from './refresh';
import { CatalogueRenderer, hash, MissingTemplateError } from './renderer';
import { readSummaryLines, summarize, Summaries, uploadPaths, writeSummaryLines, type PageSummary } from './summaries';
import { RebuildScheduler } from './scheduler';
import { writeSnapshot } from './snapshot-file';
import { CatalogueFileServer } from './serve';
import { hostname } from 'node:os';
import { photoStore, type PhotoStore } from '../../api/src/lib/storage';
import { log } from '../../api/src/operations/logs';
import { noteCatalogueChange, readChangesSince, readSharedCatalogue, releaseRebuildLease, setSharedBuild, takeRebuildLease } from './repo';
import { fetchBuild, removeSharedBuild, shareBuild } from './shared-builds';
import { CatalogueStore, summariesIn, type BuildMeta } from './store';
import { nextTurn } from '../../api/src/lib/turns';

const { ensureSpeciesPages, pageSlugsOfIdentifications } = publishedPages;

/** Whether the published catalogue has pages the build lacks, lacks pages the build has, or shows them differently. */
function differsFromBuild({ sinceBuild, removed }: View): boolean {
  return sinceBuild === null || removed.size > 0 || [...sinceBuild.keys()].some(isStaticSlug);
}

export interface CatalogueSiteOptions {
  /** Quiet time after the last change before the full rebuild starts. */
  rebuildDebounceMs?: number;
  /** Longest a burst of changes delays the full rebuild. */
  rebuildMaxWaitMs?: number;
  /** Above this many pages changed since the last build, pages render on request until the rebuild. */
  overlayLimit?: number;
  /** The static build (Astro by default); tests pass a stand-in to count or fail rebuilds. */
  build?: (build: StaticBuild) => Promise<void>;
  /**
   * How often this instance looks for changes made by the others (publishes, a newer full build); none without
   * it. The server sets it, so a publish on any instance is live on all within that time plus a refresh.
   */
  followOthersMs?: number;
  /** How long the rebuild lease holds unless its holder renews it: the wait before another instance takes over. */
  rebuildLeaseMs?: number;
  /** Versions of the journal of changed pages kept (repo.ts's JOURNAL_KEPT); tests keep a few, to see it pruned. */
  journalKept?: number;
  /** URLs per sitemap file: the protocol's 50,000 unless a test asks for a few, to see the files split. */
  sitemapLimit?: number;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * The public catalogue as served: a full static build swapped in by a pointer, an overlay of pages and
 * lists written as identifications are published, and the set of published slugs checked on every request.
 */
export class CatalogueSite implements CatalogueChanges, CatalogueFiles {
  private readonly store: CatalogueStore;
  private readonly renderer: CatalogueRenderer;
  private readonly scheduler: RebuildScheduler;
  private readonly files: CatalogueFileServer;
  private readonly log: Pick<Console, 'info' | 'error'>;
  private readonly overlayLimit: number;
  private view!: View;
  /**
   * Catalogue work runs one step at a time: refreshes and the swap to a new build. The lists follow outside it
   * (listsRun, one run at a time), so a publish never waits for the lists of the one before.
   */
  private queue: Promise<unknown> = Promise.resolve();
  /** Work that follows changes (card thumbnails), and the lists' writer, which waits for it. */
  private readonly afterChanges = new Set<Promise<void>>();
  private listsRun: Promise<void> | undefined;
  /** Steps queued or running. */
  private steps = 0;
  private listsWanted = false;
  /** What changed since the lists were last written: the CDN is told once they are. */
  private pendingPurge: Applied = { pages: [], withdrawn: [] };
  /** Calls to CATALOGUE_PURGE_URL under way. */
  private readonly purges = new Set<Promise<void>>();
  /** This instance, as the rebuild lease names its holder. */
  readonly instanceId = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  /** The shared version of the catalogue this instance has read. */
  private seenVersion = 0;
  private following: ReturnType<typeof setInterval> | undefined;
  private followingRun: Promise<void> | undefined;
  private readonly leaseMs: number;
  /** Builds this instance is making or fetching: never pruned under it. */
  private readonly buildsUnderWay = new Set<string>();
  /** A shared build made from other page templates (an instance of another version): not fetched again. */
  private foreignBuild: string | null = null;

  private constructor(
    private readonly ctx: AppContext,
    private readonly options: CatalogueSiteOptions,
  ) {
    this.store = new CatalogueStore(ctx.config.dataDir);
    this.renderer = new CatalogueRenderer(ctx.config.siteDir, ctx.config.publicUrl.origin, options.sitemapLimit);
    this.log = options.log ?? log;
    this.overlayLimit = options.overlayLimit ?? 1000;
    this.leaseMs = options.rebuildLeaseMs ?? 30_000;
    this.scheduler = new RebuildScheduler(() => this.rebuild(), {
      debounceMs: options.rebuildDebounceMs ?? 10_000,
      maxWaitMs: options.rebuildMaxWaitMs ?? 60_000,
    });
    this.files = new CatalogueFileServer(ctx, this.renderer, () => this.view);
  }

  /** Opens the catalogue of DATA_DIR (or starts one from SITE_DIR) and sets it as the app context's catalogue. */
  static async start(ctx: AppContext, options: CatalogueSiteOptions = {}): Promise<CatalogueSite> {
    const site = new CatalogueSite(ctx, options);
    await site.open();
    ctx.catalogue = site;
    if (options.followOthersMs) site.following = setInterval(() => void site.followOthers(), options.followOthersMs);
    return site;
  }

  private async open(): Promise<void> {
    const current = this.store.currentBuild();
    const meta = current?.meta;
    let base: Base;
    if (current && current.meta.codeStamp === this.renderer.codeStamp) {
      base = { id: current.meta.id, ...current.site, pages: new Map(Object.entries(current.meta.pages)) };
    } else {
      // No build yet, or one made by other code: SITE_DIR's own pages until the first rebuild.
      base = { id: null, dir: this.ctx.config.siteDir, pages: new Map() };
      rmSync(this.store.initialOverlay(), { recursive: true, force: true });
    }
    await ensureSpeciesPages(this.ctx.db);
    const started = Date.now();
    const { view, version } = await this.viewOf(base, meta?.version, null);
    this.view = view;
    this.seenVersion = Math.max(this.seenVersion, version);
    const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
    this.log.info(`Catalogue: ${this.view.summaries.size} pages ready in ${((Date.now() - started) / 1000).toFixed(1)} s (resident ${mb(process.memoryUsage().rss)}); writing the lists`);
    await writeLists(this.view, this.renderer);
    // What reading the build and writing the lists left is garbage now: collected before the server takes its
    // first request, as at a swap (at 100,000 pages it would otherwise meet the first uploads, about 200 MB).
    Bun.gc(true);
    if (differsFromBuild(this.view)) this.scheduler.request();
  }

  private overlayDirOf(base: Base): string {
    return base.id === null ? this.store.initialOverlay() : this.store.overlayOf(base.id);
  }

  /**
   * The view of a build, its overlay brought up to date: the build's page summaries and the pages changed since
   * the version it was made from (the journal); every page read again, a few hundred at a time, when the build
   * has no summaries or the journal no longer reaches back to it; and the shared version it is up to date with
   * (the caller notes it once the view is served). Lists are left to the caller.
   */
  private async viewOf(base: Base, version: number | undefined, previous: View | null, read: Summaries | null = null): Promise<{ view: View; version: number }> {
    const summaries = base.id === null ? null : summariesIn(base);
    if (summaries && version !== undefined) {
      const changes = await readChangesSince(this.ctx.db, version);
      if (changes.slugs) {
        const view = newView(base, this.overlayDirOf(base), read ? read.readAgainFrom(summaries) : await readSummaryLines(summaries));
        takeBuildIndex(view, { theBuildsOwnCards: true });
        if (changes.slugs.size) applyPages(view, this.renderer, await readChangedPages(this.ctx.db, view.summaries, changes.slugs, this.log), this.overlayLimit, true);
        return { view, version: changes.version };
      }
    }
    const seen = (await readSharedCatalogue(this.ctx.db)).version;
    return { view: await this.readEveryPage(base, previous), version: seen };
  }

  /** Every page read again (streaming): the view of `base` with the pages that differ from it in its overlay. */
  private async readEveryPage(base: Base, previous: View | null): Promise<View> {
    const started = Date.now();
    let differing: Map<string, SpeciesPage | null> | null = new Map();
    const summaries = await readEverySummary(this.ctx.db, (page, summary) => {
      if (!differing || base.pages.get(page.slug) === summary.digest) return;
      differing.set(page.slug, page);
      if (differing.size > this.overlayLimit) differing = null;
    });
    const view = newView(base, this.overlayDirOf(base), summaries);
    // The same overlay: its lists are rewritten only where they changed. Else the build's Discover index, when
    // nothing it shows changed since.
    if (previous?.overlayDir === view.overlayDir) view.lists = previous.lists;
    else takeBuildIndex(view);
    if (differing) applyPages(view, this.renderer, differing, this.overlayLimit, true);
    else view.sinceBuild = null;
    this.log.info(`Catalogue: every page read again (${summaries.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return view;
  }

  private exclusive<T>(step: () => Promise<T>): Promise<T> {
    this.steps++;
    const run = this.queue.then(step).finally(() => this.steps--);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * After a publish, unpublish, delete or any other change of published identifications: the pages it touched
   * (`ids`' old and new pages, and `slugs`) are read again and served as they are now when this resolves (a page
   * with no photo left answers 404); every page is read again when the change names none. The lists, search and
   * the CDN follow right after, and a full rebuild is scheduled. The other instances read the same pages from
   * the journal written with the version.
   */
  changed(change: CatalogueChange = {}): Promise<void> {
    this.scheduler.request();
    return this.exclusive(async () => {
      const named = change.ids || change.slugs;
      let slugs: Set<string> | null = named ? await this.slugsOf(change) : null;
      // Told first, then read: whatever the version counts is in what this instance reads next.
      const version = await noteCatalogueChange(this.ctx.db, this.ctx.now(), slugs && [...slugs], this.options.journalKept);
      // Another instance changed pages since this one last looked: those are read too.
      if (version > this.seenVersion + 1) slugs = (await readChangesSince(this.ctx.db, this.seenVersion)).slugs;
      await this.apply(slugs);
      // Only once read: a change whose pages could not be read is read again with the next one (the journal).
      this.seenVersion = Math.max(this.seenVersion, version);
    }).catch((error) => this.log.error('Catalogue refresh failed; its pages are read again with the next change', error));
  }

  /** The pages a change touched: each identification's page before (as last read) and now, and the slugs named. */
  private async slugsOf({ ids = [], slugs = [] }: CatalogueChange): Promise<Set<string>> {
    const touched = new Set(slugs);
    for (const id of ids) {
      const before = this.view.summaries.pageOfIdentification(id);
      if (before !== undefined) touched.add(before);
    }
    for (const slug of (await pageSlugsOfIdentifications(this.ctx.db, ids)).values()) touched.add(slug);
    return touched;
  }

  /** Reads the pages again (all when null) and serves them; the lists follow. */
  private async apply(slugs: Set<string> | null): Promise<void> {
    if (slugs === null) {
      const previous = this.view;
      this.view = await this.readEveryPage(previous.base, previous);
      this.files.clearCache();
      this.listsAfter(everyChange(previous.summaries, this.view.summaries));
      return;
    }
    if (slugs.size === 0) return;
    const pages = await readChangedPages(this.ctx.db, this.view.summaries, slugs, this.log);
    const applied = applyPages(this.view, this.renderer, pages, this.overlayLimit);
    this.files.forget(pages.keys());
    this.listsAfter(applied);
  }

  afterwards(task: () => Promise<void>): void {
    const run = task()
      .catch((error) => this.log.error('Catalogue work after a change failed', error))
      .finally(() => this.afterChanges.delete(run));
    this.afterChanges.add(run);
  }

  /** The lists are written once the work after the change (thumbnails) is done, then the CDN is told. */
  private listsAfter(applied: Applied): void {
    this.pendingPurge.pages.push(...applied.pages);
    this.pendingPurge.withdrawn.push(...applied.withdrawn);
    this.listsWanted = true;
    // On the next turn of the event loop: the call that made the change answers first (the lists are seconds of
    // work at 100,000 pages, which would otherwise run before it).
    this.listsRun ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => this.writeListsWhileWanted());
  }

  private async writeListsWhileWanted(): Promise<void> {
    try {
      while (this.listsWanted) {
        while (this.afterChanges.size) await Promise.all(this.afterChanges);
        // Changes the thumbnails made are read before the lists are written.
        await this.queue;
        this.listsWanted = false;
        const view = this.view;
        const [search, sitemap] = [view.lists.searchFiles, view.lists.sitemapFiles];
        const { pages, withdrawn } = this.pendingPurge;
        this.pendingPurge = { pages: [], withdrawn: [] };
        try {
          await writeLists(view, this.renderer);
        } catch (error) {
          // Told with the next lists written: a withdrawn photo must leave the CDN however long that takes.
          this.pendingPurge.pages.unshift(...pages);
          this.pendingPurge.withdrawn.unshift(...withdrawn);
          throw error;
        }
        // The pages are live here already: the CDN is told without holding up the publish. Pages and photos are
        // told even when a swap came meanwhile (its lists are the build's: every list path is told anyway).
        const purgeUrl = this.ctx.config.catalogue.purgeUrl;
        if (purgeUrl) {
          const after = view.lists;
          const paths = changedPaths(pages, withdrawn, { search: [search, after.searchFiles], sitemap: [sitemap, after.sitemapFiles] });
          const purge = purgeCatalogue(purgeUrl, paths, this.log).finally(() => this.purges.delete(purge));
          this.purges.add(purge);
        }
      }
      // The lists of 100,000 pages leave a few hundred MB of garbage, and the collector, pacing itself by the heap
      // the summaries make, let it wait (RSS 654 → 1,151 MB over 11 publishes): collected once a run ends.
      Bun.gc(true);
    } catch (error) {
      this.log.error('Writing the catalogue\'s lists failed; they follow the next change', error);
    } finally {
      this.listsRun = undefined;
    }
  }

  /**
   * What the other instances changed: a publish, unpublish or delete (the shared version moved) is read as this
   * instance's own are; a newer full build shared through the bucket is fetched and swapped in. One look at a time.
   */
  followOthers(): Promise<void> {
    this.followingRun ??= (async () => {
      const shared = await readSharedCatalogue(this.ctx.db);
      // Versions only grow: a look that began before this instance's own change never takes it back.
      if (shared.version > this.seenVersion) {
        // Asked here too, so that a rebuild still happens should the instance that changed it die first.
        this.scheduler.request();
        await this.exclusive(async () => {
          const changes = await readChangesSince(this.ctx.db, this.seenVersion);
          await this.apply(changes.slugs);
          this.seenVersion = Math.max(this.seenVersion, changes.version);
        });
      }
      const bucket = this.sharedBucket();
      const newer = shared.buildId && shared.buildId > (this.view.base.id ?? '') && shared.buildId !== this.foreignBuild;
      if (bucket && newer) await this.adoptSharedBuild(bucket, shared.buildId!);
    })()
      .catch((error) => this.log.error('Following the other instances failed; trying again', error))
      .finally(() => (this.followingRun = undefined));
    return this.followingRun;
  }

  /** The bucket full builds are shared through: with STORAGE_URL only (instances share no folder otherwise). */
  private sharedBucket(): PhotoStore | null {
    return this.ctx.config.storage ? photoStore(this.ctx.config) : null;
  }

  private async adoptSharedBuild(bucket: PhotoStore, id: string): Promise<void> {
    this.buildsUnderWay.add(id);
    try {
      await this.adoptFetched(bucket, id);
    } finally {
      this.buildsUnderWay.delete(id);
    }
  }

  private async adoptFetched(bucket: PhotoStore, id: string): Promise<void> {
    // Its summaries are read while its pack comes: the swap then has only the changes since to read.
    const fetched = await fetchBuild(bucket, id, this.store.buildDir(id), readSummaryLines);
    if (!fetched) return;
    const { meta, summaries } = fetched;
    if (meta.codeStamp !== this.renderer.codeStamp) {
      rmSync(this.store.buildDir(id), { recursive: true, force: true });
      this.foreignBuild = id;
      this.log.error(`The shared build ${id} was made from other page templates; this instance keeps its own.`);
      return;
    }
    this.store.writeMeta(meta);
    await this.swapTo(meta, summaries);
    this.log.info(`Catalogue build ${id} taken from the shared store`);
  }

  /** Moves the served catalogue to a finished build, its overlay brought up to date first. */
  private swapTo(meta: BuildMeta, summaries: Summaries | null = null): Promise<void> {
    const { id } = meta;
    return this.exclusive(async () => {
      const site = this.store.siteOf(id);
      if (!site) throw new Error(`The catalogue build ${id} has no site`);
      const base: Base = { id, ...site, pages: new Map(Object.entries(meta.pages)) };
      const { view, version } = await this.viewOf(base, meta.version, null, summaries);
      await writeLists(view, this.renderer);
      const previous = this.view;
      this.store.setCurrent(id);
      this.view = view;
      this.seenVersion = Math.max(this.seenVersion, version);
      this.files.swapped(previous);
      this.files.clearCache();
      this.store.prune([id, ...(previous.base.id ? [previous.base.id] : []), ...this.buildsUnderWay]);
      // The view before, and what the build's reading left, are garbage now: collected at once, so that the server
      // goes back to what the new view holds (at 100,000 pages the collector otherwise let ~0.5 GB wait).
      Bun.gc(true);
    });
  }

  hotPage(pathname: string, acceptEncoding: string | null): Response | undefined {
    return this.files.hotPage(pathname, acceptEncoding);
  }

  serve(pathname: string, acceptEncoding: string | null): Promise<Response | null> {
    return this.files.serve(pathname, acceptEncoding);
  }

  /**
   * A full static build into a fresh folder, then the swap: the new build's overlay is brought up to date
   * before the pointer moves, so visitors see the old site or the new one, never a mix. A failed build is
   * removed and logged; the site being served stays.
   */
  private async rebuild(): Promise<void> {
    // Instances sharing builds take the newest shared one first, and rebuild only while the published catalogue
    // still differs from it.
    if (this.sharedBucket()) {
      await this.followOthers();
      if (this.view.base.id !== null && !differsFromBuild(this.view)) return;
    }
    // One instance rebuilds at a time: the others follow its build. A lease refused is tried again once it could
    // have lapsed, so a holder that died hands over.
    const leaseUntil = () => new Date(this.ctx.now().getTime() + this.leaseMs);
    if (!(await takeRebuildLease(this.ctx.db, this.instanceId, this.ctx.now(), leaseUntil()))) {
      this.log.info('Another instance is rebuilding the catalogue');
      setTimeout(() => this.scheduler.request(), this.leaseMs).unref?.();
      return;
    }
    // A lease another instance took meanwhile (this one was too slow to renew it) is theirs: this build is dropped.
    let held = true;
    const renewing = setInterval(() => {
      takeRebuildLease(this.ctx.db, this.instanceId, this.ctx.now(), leaseUntil())
        .then((renewed) => (held &&= renewed))
        .catch((error) => this.log.error('Renewing the rebuild lease failed', error));
    }, this.leaseMs / 3);
    try {
      await this.rebuildHolding(() => held);
    } finally {
      clearInterval(renewing);
      await releaseRebuildLease(this.ctx.db, this.instanceId).catch((error) => this.log.error('Releasing the rebuild lease failed', error));
    }
  }

  private async rebuildHolding(leaseHeld: () => boolean): Promise<void> {
    const id = this.store.newBuildId(this.ctx.now());
    this.log.info(`Catalogue rebuild started (${id})`);
    const dir = this.store.buildDir(id);
    const started = Date.now();
    this.buildsUnderWay.add(id);
    try {
      // Read before the catalogue: a change after it is in the journal after this version, and read at the swap.
      const { version } = await readSharedCatalogue(this.ctx.db);
      const snapshotPath = join(dir, 'snapshot.ndjson');
      const summaries = await this.writeSnapshot(snapshotPath);
      const siteDir = this.store.siteDirOf(id);
      const origin = this.ctx.config.publicUrl.origin;
      const codeStamp = this.renderer.codeStamp;
      await (this.options.build ?? runAstroBuild)({ snapshotPath, outDir: siteDir, origin, sitemapLimit: this.renderer.sitemapLimit, codeStamp });
      const built = new CatalogueRenderer(siteDir, origin, this.renderer.sitemapLimit);
      if (built.codeStamp !== this.renderer.codeStamp) {
        throw new Error('The new build\'s page templates differ from the running server\'s (the site changed since start: restart)');
      }
      const pages = Object.fromEntries(summaries.flatMap(({ slug, digest }) => (isStaticSlug(slug) ? [[slug, digest]] : [])));
      const missing = Object.keys(pages).find((slug) => !existsSync(join(siteDir, 'species', slug, 'index.html')));
      if (missing) throw new Error(`The new build has no page for ${missing}`);
      rmSync(snapshotPath);
      // In Discover's order, as a build's summaries are read back.
      writeSummaryLines(this.store.summariesOf(id), new Summaries(summaries).everyPage());
      const meta = { id, codeStamp: this.renderer.codeStamp, builtAt: new Date().toISOString(), pages, version };
      if (!leaseHeld()) throw new Error('Another instance took the rebuild lease meanwhile; its build is the one shared');
      this.store.writeMeta(meta);
      // Shared before this instance swaps: the others fetch it while this one swaps, so all serve it at about
      // the same time.
      await this.share(meta, siteDir);
      await this.swapTo(meta);
      this.log.info(`Catalogue rebuilt: ${summaries.length} species pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      this.log.error('Catalogue rebuild failed; the previous site stays online.', error);
      throw error;
    } finally {
      this.buildsUnderWay.delete(id);
    }
  }

  /**
   * The build's snapshot, written page by page as they are read a few hundred at a time, and the summary of each
   * page: the whole catalogue is never in memory at once.
   */
  private async writeSnapshot(path: string): Promise<PageSummary[]> {
    const summaries: PageSummary[] = [];
    // Each page's JSON made once: the snapshot's line, and its digest (pageDigest).
    await writeSnapshot(path, everyPage(this.ctx.db, () => this.publishesFirst()), (page, json) => summaries.push(summarize(page, hash(json))));
    return summaries;
  }

  /**
   * Between two reads of a rebuild: a turn of the event loop, then the changes under way and their lists, so that a
   * publish waits for no read of the rebuild (its page, lists and search are seconds of work at 100,000 pages).
   * Never from inside a step of the queue: the rebuild reads outside it.
   */
  private async publishesFirst(): Promise<void> {
    await nextTurn();
    while (this.steps || this.listsRun) await this.listed();
  }

  /** Hands a new build to the other instances through the bucket; the one before it leaves the bucket. */
  private async share(meta: BuildMeta, siteDir: string): Promise<void> {
    const bucket = this.sharedBucket();
    if (!bucket) return;
    try {
      const before = (await readSharedCatalogue(this.ctx.db)).buildId;
      const started = Date.now();
      const files = await shareBuild(bucket, meta, siteDir);
      await setSharedBuild(this.ctx.db, meta.id);
      this.log.info(`Catalogue build ${meta.id} shared through the bucket: ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (before && before !== meta.id) await removeSharedBuild(bucket, before);
    } catch (error) {
      this.log.error('Sharing the new build with the other instances failed; they keep theirs', error);
    }
  }

  /** Resolves when no rebuild is scheduled or running and every refresh is done (tests, benchmarks). */
  async settled(): Promise<void> {
    do {
      await this.scheduler.idle();
      await this.listed();
      await Promise.all(this.purges);
    } while (this.afterChanges.size || this.listsRun || this.steps);
  }

  /**
   * Resolves when the lists, search and the CDN follow every change made so far (a full rebuild may still be
   * due: settled() waits for that too).
   */
  async listed(): Promise<void> {
    do {
      await this.queue;
      while (this.afterChanges.size) await Promise.all(this.afterChanges);
      await this.listsRun;
      await Promise.all(this.purges);
    } while (this.afterChanges.size || this.listsRun || this.steps);
  }

  /** The full build being served; null while SITE_DIR's own pages are. */
  get currentBuildId(): string | null {
    return this.view.base.id;
  }

  get rebuilds(): number {
    return this.scheduler.runs;
  }

  /** Stops scheduling rebuilds and waits for a running one to finish or fail. */
  async stop(): Promise<void> {
    clearInterval(this.following);
    await this.followingRun;
    await this.scheduler.stop();
    await this.listed();
  }
}

/**
 * The server's catalogue. Without a built site (SITE_DIR lacks the templates) the server still starts:
 * species pages answer 404 and publishing only changes the database until it is restarted after a build.
 */
export async function startCatalogue(ctx: AppContext, options: CatalogueSiteOptions = {}): Promise<CatalogueSite | undefined> {
  try {
    return await CatalogueSite.start(ctx, options);
  } catch (error) {
    if (!(error instanceof MissingTemplateError)) throw error;
    log.warn('The species catalogue is off until the server restarts with a built site', { err: error });
    return undefined;
  }
}

/** What a reload of every page changed: pages whose digest moved, and photos on no page now. */
function everyChange(before: Summaries, after: Summaries): Applied {
  const pages: string[] = [];
  for (const slug of before.slugs()) if (after.digestOf(slug) !== before.digestOf(slug)) pages.push(slug);
  for (const slug of after.slugs()) if (!before.has(slug)) pages.push(slug);
  const photosOf = (summaries: Summaries) => {
    const paths = new Set<string>();
    for (const summary of summaries.everyPage()) for (const path of uploadPaths(summary)) paths.add(path);
    return paths;
  };
  const now = photosOf(after);
  const withdrawn = [...photosOf(before)].filter((path) => !now.has(path));
  return { pages, withdrawn };
}
