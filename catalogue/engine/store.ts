import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PACK_FILE, SitePack, type FilePart } from './site-pack';

/**
 * Where the catalogue lives under DATA_DIR/catalogue:
 *   current              the id of the build being served (replaced by rename: a reader sees old or new)
 *   builds/<id>/site     one full static build (Astro output, never modified once built)
 *   builds/<id>/site.pack  or, for a build taken from another instance, its site in one pack (site-pack.ts)
 *   builds/<id>/overlay  pages and lists written since that build, served before it
 *   builds/<id>/build.json  what the build contains: code stamp, catalogue version and one digest per species page
 *   builds/<id>/site/_catalogue/summaries.ndjson  each page's summary (summaries.ts), shared with the site's files
 */
export interface BuildMeta {
  id: string;
  codeStamp: string;
  builtAt: string;
  /** slug -> page digest of every species page in the build. */
  pages: Record<string, string>;
  /** The shared catalogue version the build was made from: changes after it are in the journal (repo.ts). */
  version?: number;
}

/** A build's page summaries (summaries.ts), in its site: shared with it, never served. */
export const SUMMARIES_FILE = '_catalogue/summaries.ndjson';

/** Where a build's site has its page summaries: their file, or their part of its pack; null when it has none. */
export function summariesIn(site: { dir: string; pack?: SitePack }): FilePart | null {
  if (site.pack) return site.pack.part(SUMMARIES_FILE);
  const path = join(site.dir, SUMMARIES_FILE);
  const size = statSync(path, { throwIfNoEntry: false })?.size;
  return size === undefined ? null : { path, offset: 0, size };
}

export class CatalogueStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = join(dataDir, 'catalogue');
  }

  buildDir = (id: string) => join(this.root, 'builds', id);
  siteDirOf = (id: string) => join(this.buildDir(id), 'site');
  overlayOf = (id: string) => join(this.buildDir(id), 'overlay');
  /** Inside the site folder so a shared build carries it; never served (serve.ts answers only catalogue paths). */
  summariesOf = (id: string) => join(this.siteDirOf(id), SUMMARIES_FILE);
  /** Overlay used while the site folder of `npm start` (no catalogue build yet) is the base. */
  readonly initialOverlay = () => join(this.root, 'initial-overlay');

  /** A fresh build id that sorts by time. */
  newBuildId(now: Date): string {
    return `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  }

  /** The build being served, and where its site is read (a pack's list is read once); null when there is none. */
  currentBuild(): { meta: BuildMeta; site: { dir: string; pack?: SitePack } } | null {
    try {
      const id = readFileSync(join(this.root, 'current'), 'utf8').trim();
      const meta = JSON.parse(readFileSync(join(this.buildDir(id), 'build.json'), 'utf8')) as BuildMeta;
      const site = this.siteOf(id);
      return site && { meta, site };
    } catch {
      return null;
    }
  }

  /**
   * Where a build's site is read: its folder when this instance built it, else the pack it took from the bucket
   * (read as it is, never unpacked); null when it has neither.
   */
  siteOf(id: string): { dir: string; pack?: SitePack } | null {
    if (existsSync(this.siteDirOf(id))) return { dir: this.siteDirOf(id) };
    if (existsSync(join(this.buildDir(id), PACK_FILE))) return { dir: this.buildDir(id), pack: SitePack.open(this.buildDir(id)) };
    return null;
  }

  writeMeta(meta: BuildMeta): void {
    writeAtomically(join(this.buildDir(meta.id), 'build.json'), JSON.stringify(meta));
  }

  setCurrent(id: string): void {
    writeAtomically(join(this.root, 'current'), id);
  }

  /** Deletes every build but the ones kept (the current one and the one before, for requests still reading it). */
  prune(keep: string[]): void {
    const builds = join(this.root, 'builds');
    if (!existsSync(builds)) return;
    for (const id of readdirSync(builds)) if (!keep.includes(id)) rmSync(join(builds, id), { recursive: true, force: true });
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export function writeAtomically(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}
