import { speciesPath } from '../../catalogue/catalogue';

/** What Discover needs to show and search one species: also the record of /discover/catalogue.json. */
export interface DiscoverCard {
  slug: string;
  name: string;
  scientificName: string | null;
  /** Already cut at 150 characters. */
  description: string;
  imageUrl: string | null;
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
            src={card.imageUrl ?? undefined}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            hidden={!card.imageUrl}
            data-card-image
            data-upload-image
          />
        </div>
        <div className="species-card-text">
          <h2 data-card-name>{card.name}</h2>
          <p className="species-card-scientific" hidden={!card.scientificName}>
            <i data-card-scientific>{card.scientificName}</i>
          </p>
          <p className="species-card-description" data-card-description>
            {card.description}
          </p>
        </div>
      </a>
    </li>
  );
}
