import type { ConservationStatusSource } from '@rules/taxon';
import type { SeaLifeGroup } from '../model/groups';
import type { Language } from '@rules/languages';

/** What Discover needs to show, filter and search one species page (its index files are made from these). */
export interface DiscoverCard {
  slug: string;
  /** The common name the page goes by. */
  name: string;
  /** The name it goes by in each other language where that is not `name` (its first name in the language); absent when none. */
  names?: Partial<Record<Language, string>>;
  scientificName: string | null;
  /** WoRMS's rank ("Species", "Genus"); null for an identification WoRMS could not resolve. */
  rank: string | null;
  /** The IUCN category shown on the badge ("Endangered"), and where it comes from. */
  status: string | null;
  statusSource: ConservationStatusSource | null;
  /** Published photos on the page. */
  photos: number;
  group: SeaLifeGroup;
  /** The card's picture: `src` always, AVIF and WebP `srcset`s once thumbnails are made. */
  image: { src: string; avif?: string; webp?: string } | null;
  /** Lower-case names the search matches besides name and scientific name, joined by "|". */
  terms: string;
}
