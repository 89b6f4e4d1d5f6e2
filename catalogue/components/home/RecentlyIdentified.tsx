import { pageName, pageScientificName, speciesPath, type SpeciesPage } from '../../model/catalogue';

/** A tile is at most about 15 rem wide in the strip. */
const TILE_SIZES = '(max-width: 600px) 45vw, 240px';

/** The newest photo of a page, which its tile shows. */
const newestPhoto = (page: SpeciesPage) =>
  [...page.photos].reverse().find((photo) => photo.imageUrl) ?? page.featured;

/**
 * "Recently identified": the latest published taxa with a photo each, linking to their pages. Static HTML written
 * into the home page at build time and after every publish; no script.
 */
export function RecentlyIdentified({ pages }: { pages: SpeciesPage[] }) {
  return (
    <section className="recent container" aria-labelledby="recent-title">
      <div className="recent-head">
        <h2 id="recent-title">Recently identified</h2>
        <a href="/discover">See all species</a>
      </div>
      <ul className="recent-list">
        {pages.map((page) => {
          const photo = newestPhoto(page);
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
