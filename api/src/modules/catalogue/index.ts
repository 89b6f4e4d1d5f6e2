/**
 * The catalogue module's door. The module holds the publishing rules and what is public (`publish/`: what is
 * published, species pages, card thumbnails, the public routes); the engine that builds, stores and serves the pages
 * is a part of its own, `catalogue/engine`, which reads them through `publishedPages`.
 * Others use its routes, `catalogueFollower` (the port identifications call when a published one changes), and
 * `catalogue`, the one object for the rest. Every other file is private to the module.
 */
import { makeCardThumbnail } from './publish/thumbnails';
import { toPublicIdentification } from './publish/public-identification';
import {
  chooseFeatured,
  ensureSpeciesPages,
  listUnresolvedPages,
  loadCatalogue,
  makeMissingThumbnails,
  publish,
  publishRules,
  unpublish,
} from './publish/service';

export { catalogueRoutes } from './publish/routes';
export { catalogueFollower } from './publish/service';
export { unresolvedPageSchema } from './publish/model';
export { publishedPages } from './publish/published-pages';

/** What admins, the server, the tests and the benchmarks may ask of the catalogue. */
export const catalogue = {
  // Publishing: admins publish, unpublish and choose a page's featured photo.
  publish,
  unpublish,
  chooseFeatured,
  /** What the settings ask before publishing (verified only), for the admin's list of what may be published. */
  publishRules,
  // Species pages: made for the published taxa, read whole for a static build, and those admins must resolve.
  ensureSpeciesPages,
  loadCatalogue,
  listUnresolvedPages,
  // Card thumbnails: made for a photo, and at start for published ones that lack them.
  makeCardThumbnail,
  makeMissingThumbnails,
  /** The public record of an identification, as the catalogue shows it. */
  toPublicIdentification,
};

