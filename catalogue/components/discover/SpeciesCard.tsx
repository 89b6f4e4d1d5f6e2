import type { Language } from '@rules/languages';
import { speciesPathIn } from '../../model/catalogue';
import type { DiscoverCard } from '../../discover/discover-card';
import ConservationBadge from '../result/ConservationBadge';
import type { StatusNames } from '../result/conservation-words';
import { CARD_IMAGE_SIZES } from '../../discover/discover-text';
import { photosIn } from '../page-words';

interface Props {
  card: DiscoverCard;
  eager?: boolean;
  template?: boolean;
  /** Discover's language: the card's name and link in it. */
  language?: Language;
  /** The words before the badge, for screen readers, in Discover's language. */
  statusHint?: string;
  /** The IUCN categories' names in Discover's language (null in English), for the badge. */
  statusNames?: StatusNames;
}

/**
 * One card of the Discover grid. Every element is always present (hidden when empty) so the browser can
 * fill a copy of the same markup from the <template> for search results: `template` renders that copy, with
 * both picture sources (the script removes those a card has no file for).
 */
export function SpeciesCard({ card, eager = false, template = false, language = 'en', statusHint = 'Conservation status: ', statusNames }: Props) {
  const image = card.image;
  return (
    <li className="species-card">
      <a className="species-card-link" href={card.slug ? speciesPathIn(language, card.slug) : undefined} data-card-link>
        <div className="species-card-image">
          <picture>
            {(template || image?.avif) && <source type="image/avif" srcSet={image?.avif} sizes={CARD_IMAGE_SIZES} data-card-avif />}
            {(template || image?.webp) && <source type="image/webp" srcSet={image?.webp} sizes={CARD_IMAGE_SIZES} data-card-webp />}
            <img
              src={image?.src ?? undefined}
              alt=""
              width={400}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              hidden={!image}
              data-card-image
              data-upload-image
            />
          </picture>
        </div>
        <div className="species-card-text">
          <h2 data-card-name>{card.names?.[language] ?? card.name}</h2>
          <p className="species-card-scientific" hidden={!card.scientificName}>
            <i data-card-scientific>{card.scientificName}</i>
          </p>
          <p className="species-card-meta">
            <span className="species-card-status" hidden={!card.status} data-card-status>
              <span className="visually-hidden">{statusHint}</span>
              <ConservationBadge status={card.status ?? ''} names={statusNames} />
            </span>
            <span className="species-card-photos" data-card-photos>
              {photosIn(language, card.photos)}
            </span>
          </p>
        </div>
      </a>
    </li>
  );
}
