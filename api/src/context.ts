import type { Db } from './db/client';
import type { Config } from './env';
import type { PhotoStore } from './lib/storage';

/** What the publishing service needs from the running static catalogue. */
export interface CatalogueChanges {
  /** Re-reads what is published (404s start at once) and brings pages, lists and search up to date. */
  changed(): Promise<void>;
}

/**
 * How the public catalogue follows identifications that change (trashed, deleted, consent withdrawn, renamed by a
 * check): the catalogue module's `catalogueFollower`. The catalogue sits above identifications (it publishes and reads
 * them), so identifications reach it through this port, passed in where the context is made.
 */
export interface CatalogueFollower {
  /** Published identifications changed; `published` names those that may need a species page of their own taxon. */
  refreshCatalogue(ctx: AppContext, published?: number[]): Promise<void>;
  /** A published identification leaves the catalogue (before or after its row is deleted: then give its photo's URL). */
  removeFromCatalogue(ctx: AppContext, id: number, imageUrl?: string | null): Promise<void>;
  /**
   * A published identification's photos changed (another cover, or one removed): its card and page follow at once.
   * `previousCover` is the cover's web copy before the change.
   */
  photosChanged(ctx: AppContext, id: number, previousCover: string | null): Promise<void>;
  /** Deletes the card thumbnails made of a photo. */
  removeCardThumbnail(photos: PhotoStore, imageUrl: string): Promise<void>;
}

/**
 * What every module is built with: one database, one configuration, one clock (tests move it), and the static
 * catalogue being served, when there is one (API tests and tools run without).
 */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  catalogue?: CatalogueChanges;
  catalogueFollower: CatalogueFollower;
}
