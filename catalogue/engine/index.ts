/**
 * The catalogue engine's door (catalogue/README.md): the site that builds, stores, serves and shares the species
 * pages, Discover, the home page's strip and the sitemap. The server starts it (`startCatalogue`); tests and
 * benchmarks build and render through the rest. Every other file is private to the engine.
 */
export { CatalogueSite, startCatalogue, type CatalogueSiteOptions } from './catalogue-site';
export { Catalogue, CatalogueRenderer } from './renderer';
export { runAstroBuild, type StaticBuild } from './astro-build';
export { writeSnapshot } from './snapshot-file';
