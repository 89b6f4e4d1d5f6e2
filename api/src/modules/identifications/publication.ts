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
export { NOT_VERIFIED, publishRefusal, type PublishRules } from './publishable';
