import { formatPublishedDate, type SpeciesPage } from '../../catalogue/catalogue';
import { PRODUCT_NAME } from '../../lib/product';
import { conservationBadgeClass, googleImagesUrl } from './conservation';
import { ShareBlock } from './ShareBlock';
import { SpeciesGallery } from './SpeciesGallery';
import { SpeciesSections } from './SpeciesSections';

interface Props {
  page: SpeciesPage;
  /** Absolute public URL of this page, shared and copied. */
  url: string;
}

/** The public species page below the head: static HTML, indexed by Pagefind between data-pagefind-body. */
export function SpeciesBody({ page, url }: Props) {
  const { entry, related } = page;
  const photos = [entry, ...related].filter((photo) => photo.imageUrl);
  return (
    <div className="species-page">
      <nav className="species-nav container" aria-label="Catalogue">
        <a className="species-brand" href="/">{PRODUCT_NAME}</a>
        <a href="/discover">Discover Species</a>
      </nav>
      <article className="container species" data-pagefind-body>
        <header className="species-header">
          <h1>{entry.speciesName}</h1>
          {entry.scientificName && (
            <p className="species-scientific">
              <i>{entry.scientificName}</i>
            </p>
          )}
          <p className="species-meta" data-pagefind-ignore>
            {entry.publishedAt && <span>Published on {formatPublishedDate(entry.publishedAt)}</span>}
            {entry.conservationStatus && (
              <span className={`badge ${conservationBadgeClass(entry.conservationStatus)}`}>{entry.conservationStatus}</span>
            )}
          </p>
        </header>
        <div className="species-result card">
          <div className="species-media">
            <SpeciesGallery speciesName={entry.speciesName} identificationId={entry.id} photos={photos} />
            {entry.classification && (
              <p className="species-classification" data-pagefind-ignore>
                {entry.classification}
              </p>
            )}
            <a
              className="species-confirm"
              href={googleImagesUrl(entry.scientificName || entry.speciesName)}
              target="_blank"
              rel="noopener"
              data-pagefind-ignore
            >
              Confirm with Google Images
            </a>
          </div>
          <SpeciesSections entry={entry} />
        </div>
        <div className="species-actions" data-pagefind-ignore>
          <a className="btn" href="/identification">Identify Another Species</a>
        </div>
        <ShareBlock url={url} speciesName={entry.speciesName} />
      </article>
    </div>
  );
}
