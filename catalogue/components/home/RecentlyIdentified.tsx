import * as m from '@messages/messages.js';
import { pathIn, type Language } from '@rules/languages';
import { pageName, pageScientificName, speciesPathIn, type NamedPage, type PublicIdentification } from '../../model/catalogue';

/** A tile is at most about 15 rem wide in the strip. */
const TILE_SIZES = '(max-width: 600px) 45vw, 240px';

/** One taxon in the strip: its names and the newest photo of its page (render-home.ts's recentTile). */
export interface RecentTile extends NamedPage {
  slug: string;
  photo: Pick<PublicIdentification, 'imageUrl' | 'thumbnail'>;
}

/**
 * "Recently identified": the latest published taxa with a photo each, linking to their pages. Static HTML written
 * into the home page at build time and after every publish; no script. In the page's language: its words, each
 * taxon's common name there (else English, else scientific) and the links to that language's pages.
 */
export function RecentlyIdentified({ tiles, language = 'en' }: { tiles: RecentTile[]; language?: Language }) {
  const options = { locale: language };
  return (
    <section className="recent container" aria-labelledby="recent-title">
      <div className="recent-head">
        <h2 id="recent-title">{m.species_recent_title({}, options)}</h2>
        <a href={pathIn(language, '/discover')}>{m.species_recent_see_all({}, options)}</a>
      </div>
      <ul className="recent-list">
        {tiles.map((page) => {
          const photo = page.photo;
          const scientificName = pageScientificName(page);
          return (
            <li key={page.slug}>
              <a className="recent-tile" href={speciesPathIn(language, page.slug)}>
                {photo.thumbnail ? (
                  <picture>
                    <source type="image/avif" srcSet={photo.thumbnail.avif} sizes={TILE_SIZES} />
                    <img src={photo.thumbnail.src} srcSet={photo.thumbnail.webp} sizes={TILE_SIZES} alt="" width={240} height={180} loading="lazy" decoding="async" />
                  </picture>
                ) : photo.imageUrl ? (
                  <img src={photo.imageUrl} alt="" width={240} height={180} loading="lazy" decoding="async" />
                ) : (
                  <span className="recent-no-photo" aria-hidden="true" />
                )}
                <span className="recent-name">{pageName(page, language)}</span>
                {scientificName && <i className="recent-scientific">{scientificName}</i>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
