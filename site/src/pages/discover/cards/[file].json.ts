import { discoverFileRoutes } from '../../../lib/discover-files';

/** Discover's cards in chunks of neighbours, for search results and Show more (catalogue/discover/discover-index.ts). */
export const { getStaticPaths, GET } = discoverFileRoutes('discover/cards/');
