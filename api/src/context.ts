import type { Db } from './db/client';
import type { Config } from './env';
import type { PhotoStore } from './lib/storage';
import type { DiveGives } from '@rules/dives';
import type { Verdict } from '@rules/consensus';

/** What changed in the catalogue: identifications (published, unpublished, moved, edited) and pages by slug. */
export interface CatalogueChange {
  ids?: number[];
  slugs?: string[];
}

/** What the publishing service needs from the running static catalogue. */
export interface CatalogueChanges {
  /**
   * Re-reads the pages the change touched (every page when it names none): when it resolves they are served as
   * they are now (a page with no photo left answers 404). The lists and search follow right after.
   */
  changed(change?: CatalogueChange): Promise<void>;
  /** Work that follows a change (card thumbnails): done right after, before the lists; settled() waits for it. */
  afterwards(task: () => Promise<void>): void;
}

/**
 * How the public catalogue follows identifications that change (trashed, deleted, consent withdrawn, renamed by a
 * check): the catalogue module's `catalogueFollower`. The catalogue sits above identifications (it publishes and reads
 * them), so identifications reach it through this port, passed in where the context is made.
 */
export interface CatalogueFollower {
  /** Published identifications changed: the pages they were and are on follow (every page when none is named). */
  refreshCatalogue(ctx: AppContext, ids?: number[]): Promise<void>;
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

/** The dive a photo was matched to (or named at upload), and what it gives the photo. */
export interface DiveOfPhoto extends DiveGives {
  diveId: number;
}

/**
 * How an upload finds the dive its photo was taken on: the dives module's `diveMatcher`. Dives sit above
 * identifications (they link and place them), so identifications reach them through this port.
 */
export interface DiveMatcher {
  /**
   * The user's dive named at upload (another's or none: 404), else the one the photo's time (camera time, before
   * the dive's offset) falls in or within 10 minutes of; null when none.
   */
  diveOfPhoto(ctx: AppContext, userId: number, photo: { takenAt: string | null; diveId: number | null }): Promise<DiveOfPhoto | null>;
}

/** One expert's counting review of a sighting, as the reviews module keeps it. */
export interface SightingReview {
  expertId: number;
  /** The expert's username; the identification's view decides who is shown it (rules/consensus seesExpertNames). */
  expert: string;
  verdict: Verdict;
  /** The taxon the review votes for; null for cannot-tell. */
  aphiaId: number | null;
  createdAt: Date;
}

/**
 * What identifications need of expert review: the reviews module's `reviewLedger`. Reviews sit above
 * identifications (they read and rate them), so identifications reach them through this port.
 */
export interface ReviewLedger {
  /** The counting reviews (by current experts) of each identification, oldest first. */
  reviewsOf(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, SightingReview[]>>;
  /** The sightings a user reviewed: read before their account (and with it their reviews) is deleted. */
  sightingsReviewedBy(ctx: Pick<AppContext, 'db'>, userId: number): Promise<number[]>;
  /** Reviews of these sightings went with a deleted account: their consensus is computed again. */
  reviewersLeft(ctx: AppContext, ids: number[]): Promise<void>;
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
  diveMatcher: DiveMatcher;
  reviewLedger: ReviewLedger;
}
