import { pageName, pageScientificName, speciesPath, type NamedPage, type PublicIdentification } from '../../model/catalogue';

/** A tile is at most about 15 rem wide in the strip. */
const TILE_SIZES = '(max-width: 600px) 45vw, 240px';

/** One taxon in the strip: its names and the newest photo of its page (render-home.ts's recentTile). */
export interface RecentTile extends NamedPage {
  slug: string;
  photo: Pick<PublicIdentification, 'imageUrl' | 'thumbnail'>;
}

/**
 * "Recently identified": the latest published taxa with a photo each, linking to their pages. Static HTML written
 * into the home page at build time and after every publish; no script.
 */
export function RecentlyIdentified({ tiles }: { tiles: RecentTile[] }) {
  return (
    <section className="recent container" aria-labelledby="recent-title">
      <div className="recent-head">
        <h2 id="recent-title">Recently identified</h2>
        <a href="/discover">See all species</a>
      </div>
      <ul className="recent-list">
        {tiles.map((page) => {
          const photo = page.photo;
          const scientificName = pageScientificName(page);
          return (
            <li key={page.slug}>
              <a className="recent-tile" href={speciesPath(page.slug)}>
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
                <span className="recent-name">{pageName(page)}</span>
                {scientificName && <i className="recent-scientific">{scientificName}</i>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
