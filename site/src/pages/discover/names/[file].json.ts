import { discoverFileRoutes } from '../../../lib/discover-files';

/** One file of Discover's name search per first two characters of a word (catalogue/discover/discover-index.ts). */
export const { getStaticPaths, GET } = discoverFileRoutes('discover/names/');
