import type { AppContext } from '../../context';
import type { PhotoStore } from '../../lib/storage';

/**
 * Whether an identification is in the public catalogue and its card thumbnails: the catalogue module reads and sets
 * them here.
 */
export {
  findPublishedById,
  findPublishedBySlug,
  listPublished,
  listPublishedOfTaxon,
  listPublishedPage,
  listPublishedWithoutThumbnail,
  markPublished,
  markUnpublished,
  setCardThumbnail,
} from './repo';
export { publishRefusal } from './publishable';

/**
 * What the public catalogue does when identifications change. The catalogue depends on this module (it publishes
 * and reads identifications), so it registers how it follows instead of being imported by it.
 */
export interface CatalogueFollower {
  /** Published identifications changed; `published` names those that may need a species page of their own taxon. */
  refreshCatalogue(ctx: AppContext, published?: number[]): Promise<void>;
  /** A published identification leaves the catalogue (before or after its row is deleted: then give its photo's URL). */
  removeFromCatalogue(ctx: AppContext, id: number, imageUrl?: string | null): Promise<void>;
  /** Deletes the card thumbnails made of a photo. */
  removeCardThumbnail(photos: PhotoStore, imageUrl: string): Promise<void>;
}

let follower: CatalogueFollower | undefined;

export function followedByCatalogue(catalogue: CatalogueFollower): void {
  follower = catalogue;
}

export function catalogue(): CatalogueFollower {
  if (!follower) throw new Error('The catalogue module is not loaded: published identifications could not follow');
  return follower;
}
