import { discoverFileRoutes } from '../../../lib/discover-files';

/** Discover's names files, one per key of a word and per filter's value (catalogue/discover/discover-index.ts). */
export const { getStaticPaths, GET } = discoverFileRoutes('discover/names/');
