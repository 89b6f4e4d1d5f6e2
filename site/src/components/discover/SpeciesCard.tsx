import type { ConservationStatusSource } from '@rules/taxon';
import { speciesPath } from '../../catalogue/catalogue';
import type { SeaLifeGroup } from '../../catalogue/groups';

/** What Discover needs to show, filter and search one species page: also the record of /discover/catalogue.json. */
export interface DiscoverCard {
  slug: string;
  /** The common name the page goes by. */
  name: string;
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

/**
 * One card of the Discover grid. Every element is always present (hidden when empty) so the browser can
 * fill a copy of the same markup from the <template> for search results.
 */
export function SpeciesCard({ card, eager = false }: { card: DiscoverCard; eager?: boolean }) {
  return (
    <li className="species-card">
      <a className="species-card-link" href={card.slug ? speciesPath(card.slug) : undefined} data-card-link>
        <div className="species-card-image">
          <img
            src={card.image?.src ?? undefined}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            hidden={!card.image}
            data-card-image
            data-upload-image
          />
        </div>
        <div className="species-card-text">
          <h2 data-card-name>{card.name}</h2>
          <p className="species-card-scientific" hidden={!card.scientificName}>
            <i data-card-scientific>{card.scientificName}</i>
          </p>
          <p className="species-card-photos" data-card-photos>
            {card.photos === 1 ? '1 photo' : `${card.photos} photos`}
          </p>
        </div>
      </a>
    </li>
  );
}
