import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isStaticSlug } from '@catalogue/model/catalogue';
import type { AppContext, CatalogueChanges } from '../../../context';
import type { CatalogueFiles } from '../../../web/served-files';
import { ensureSpeciesPages, loadCatalogue } from '../publish/service';
import { runAstroBuild, type StaticBuild } from './astro-build';
import { changedPaths, purgeCatalogue } from './purge';
import { refreshView, type Base, type View } from './refresh';
import { CatalogueRenderer, MissingTemplateError } from './renderer';
import { RebuildScheduler } from './scheduler';
import { writeSnapshot } from './snapshot-file';
import { CatalogueFileServer } from './serve';
import { hostname } from 'node:os';
import { photoStore, type PhotoStore } from '../../../lib/storage';
import { noteCatalogueChange, readSharedCatalogue, releaseRebuildLease, setSharedBuild, takeRebuildLease } from './repo';
import { fetchBuild, removeSharedBuild, shareBuild } from './shared-builds';
import { CatalogueStore, type BuildMeta } from './store';

/** Whether the published catalogue has pages the build lacks, lacks pages the build has, or shows them differently. */
function differsFromBuild({ base, digests }: View): boolean {
  for (const [slug, digest] of digests) if (isStaticSlug(slug) && base.pages.get(slug) !== digest) return true;
  for (const slug of base.pages.keys()) if (!digests.has(slug)) return true;
  return false;
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
  /** Catalogue work runs one step at a time: refreshes and the swap to a new build. */
  private queue: Promise<unknown> = Promise.resolve();
  private pendingRefresh: Promise<void> | undefined;
  /** Calls to CATALOGUE_PURGE_URL under way. */
  private readonly purges = new Set<Promise<void>>();
  /** This instance, as the rebuild lease names its holder. */
  readonly instanceId = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  /** The shared version of the catalogue this instance has read. */
  private seenVersion = 0;
  private following: ReturnType<typeof setInterval> | undefined;
  private followingRun: Promise<void> | undefined;
  private readonly leaseMs: number;
  /** A shared build made from other page templates (an instance of another version): not fetched again. */
  private foreignBuild: string | null = null;

  private constructor(
    private readonly ctx: AppContext,
    private readonly options: CatalogueSiteOptions,
  ) {
    this.store = new CatalogueStore(ctx.config.dataDir);
    this.renderer = new CatalogueRenderer(ctx.config.siteDir, ctx.config.publicUrl.origin, options.sitemapLimit);
    this.log = options.log ?? console;
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
    this.seenVersion = (await readSharedCatalogue(this.ctx.db)).version;
    const meta = this.store.currentBuild();
    let base: Base;
    if (meta && meta.codeStamp === this.renderer.codeStamp) {
      base = { id: meta.id, ...this.store.siteOf(meta.id)!, pages: new Map(Object.entries(meta.pages)) };
    } else {
      // No build yet, or one made by other code: SITE_DIR's own pages until the first rebuild.
      base = { id: null, dir: this.ctx.config.siteDir, pages: new Map() };
      rmSync(this.store.initialOverlay(), { recursive: true, force: true });
    }
    await ensureSpeciesPages(this.ctx.db);
    await this.files.reloadPublished();
    this.view = await refreshView(this.refreshInput(base, null));
    if (differsFromBuild(this.view)) this.scheduler.request();
  }

  private refreshInput(base: Base, previous: View | null) {
    const overlayDir = base.id === null ? this.store.initialOverlay() : this.store.overlayOf(base.id);
    return { db: this.ctx.db, renderer: this.renderer, base, overlayDir, previous, overlayLimit: this.overlayLimit };
  }

  private exclusive<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * After a publish, unpublish or delete: the published set is re-read at once (unpublished pages answer 404
   * from here on), then pages, lists and search are brought up to date (resolves when they are) and a full
   * rebuild is scheduled. Calls that arrive while a refresh waits share it.
   */
  async changed(): Promise<void> {
    // Told first, then read: whatever the version counts is in what this instance reads next.
    this.seenVersion = Math.max(this.seenVersion, await noteCatalogueChange(this.ctx.db, this.ctx.now()));
    await this.files.reloadPublished();
    this.scheduler.request();
    return this.refresh();
  }

  /** Re-reads what is published and brings pages, lists and search up to date; waits for the refresh. */
  private refresh(): Promise<void> {
    this.pendingRefresh ??= this.exclusive(async () => {
      this.pendingRefresh = undefined;
      const before = this.view;
      this.view = await refreshView(this.refreshInput(this.view.base, this.view));
      this.files.clearCache();
      // The pages are live here already: the CDN is told without holding up the publish.
      const purgeUrl = this.ctx.config.catalogue.purgeUrl;
      if (purgeUrl) {
        const purge = purgeCatalogue(purgeUrl, changedPaths(before, this.view), this.log).finally(() => this.purges.delete(purge));
        this.purges.add(purge);
      }
    }).catch((error) => this.log.error('Catalogue refresh failed; pages render on request until the next rebuild', error));
    return this.pendingRefresh;
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
        this.seenVersion = shared.version;
        await this.files.reloadPublished();
        // Asked here too, so that a rebuild still happens should the instance that changed it die first.
        this.scheduler.request();
        await this.refresh();
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
    const meta = await fetchBuild(bucket, id, this.store.buildDir(id));
    if (!meta) return;
    if (meta.codeStamp !== this.renderer.codeStamp) {
      rmSync(this.store.buildDir(id), { recursive: true, force: true });
      this.foreignBuild = id;
      this.log.error(`The shared build ${id} was made from other page templates; this instance keeps its own.`);
      return;
    }
    this.store.writeMeta(meta);
    await this.swapTo(id, meta.pages);
    this.log.info(`Catalogue build ${id} taken from the shared store`);
  }

  /** Moves the served catalogue to a finished build, its overlay brought up to date first. */
  private swapTo(id: string, pages: Record<string, string>): Promise<void> {
    return this.exclusive(async () => {
      const site = this.store.siteOf(id);
      if (!site) throw new Error(`The catalogue build ${id} has no site`);
      const base: Base = { id, ...site, pages: new Map(Object.entries(pages)) };
      const view = await refreshView(this.refreshInput(base, null));
      const previous = this.view;
      this.store.setCurrent(id);
      this.view = view;
      this.files.swapped(previous);
      this.files.clearCache();
      this.store.prune([id, ...(previous.base.id ? [previous.base.id] : [])]);
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
    const renewing = setInterval(() => {
      takeRebuildLease(this.ctx.db, this.instanceId, this.ctx.now(), leaseUntil()).catch((error) => this.log.error('Renewing the rebuild lease failed', error));
    }, this.leaseMs / 3);
    try {
      await this.rebuildHolding();
    } finally {
      clearInterval(renewing);
      await releaseRebuildLease(this.ctx.db, this.instanceId).catch((error) => this.log.error('Releasing the rebuild lease failed', error));
    }
  }

  private async rebuildHolding(): Promise<void> {
    const id = this.store.newBuildId(this.ctx.now());
    this.log.info(`Catalogue rebuild started (${id})`);
    const dir = this.store.buildDir(id);
    const started = Date.now();
    try {
      // Written page by page; the catalogue read for it is not held while the build runs.
      const snapshotPath = join(dir, 'snapshot.ndjson');
      const { pages, count } = await writeSnapshot(snapshotPath, (await loadCatalogue(this.ctx.db)).entries);
      const siteDir = this.store.siteDirOf(id);
      const origin = this.ctx.config.publicUrl.origin;
      const codeStamp = this.renderer.codeStamp;
      await (this.options.build ?? runAstroBuild)({ snapshotPath, outDir: siteDir, origin, sitemapLimit: this.renderer.sitemapLimit, codeStamp });
      const built = new CatalogueRenderer(siteDir, origin, this.renderer.sitemapLimit);
      if (built.codeStamp !== this.renderer.codeStamp) {
        throw new Error('The new build\'s page templates differ from the running server\'s (the site changed since start: restart)');
      }
      const missing = Object.keys(pages).find((slug) => !existsSync(join(siteDir, 'species', slug, 'index.html')));
      if (missing) throw new Error(`The new build has no page for ${missing}`);
      rmSync(snapshotPath);
      const meta = { id, codeStamp: this.renderer.codeStamp, builtAt: new Date().toISOString(), pages };
      this.store.writeMeta(meta);
      // Shared before this instance swaps: the others fetch it while this one swaps, so all serve it at about
      // the same time.
      await this.share(meta, siteDir);
      await this.swapTo(id, pages);
      this.log.info(`Catalogue rebuilt: ${count} species pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      this.log.error('Catalogue rebuild failed; the previous site stays online.', error);
      throw error;
    }
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
    await this.scheduler.idle();
    await this.queue;
    await Promise.all(this.purges);
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
    await this.queue;
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
    console.warn(`${error.message}. The species catalogue is off until the server restarts with a built site.`);
    return undefined;
  }
}
