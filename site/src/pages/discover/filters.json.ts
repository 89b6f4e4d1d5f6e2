import { discoverFileRoute } from '../../lib/discover-files';

/** Every card's group and IUCN category, by position: Discover's filters without a search. */
export const GET = discoverFileRoute('discover/filters.json');
