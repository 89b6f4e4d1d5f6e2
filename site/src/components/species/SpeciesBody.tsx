import { formatPublishedDate, type SpeciesPage } from '../../catalogue/catalogue';
import { PRODUCT_NAME } from '../../lib/product';
import type { Photo } from '../../ui/result/helpers';
import ResultDisplay from '../../ui/result/ResultDisplay';
import { ShareBlock } from './ShareBlock';

interface Props {
  page: SpeciesPage;
  /** Absolute public URL of this page, shared and copied. */
  url: string;
}

/**
 * The public species page below the head: the app's result display rendered to static HTML (no React in
 * the browser: the page's small script drives its gallery), with every published photo of the species.
 */
export function SpeciesBody({ page, url }: Props) {
  const { entry, related } = page;
  const photos: Photo[] = [entry, ...related].flatMap((photo) =>
    photo.imageUrl
      ? [{ imageUrl: photo.imageUrl, uploaderName: photo.uploaderName, uploaderWebsite: photo.uploaderWebsite, identificationId: photo.id }]
      : [],
  );
  return (
    <div className="species-page">
      <nav className="species-nav container" aria-label="Catalogue">
        <a className="species-brand" href="/">{PRODUCT_NAME}</a>
        <a href="/discover">Discover Species</a>
      </nav>
      <div className="container species">
        <header className="species-header">
          <h1>{entry.speciesName}</h1>
          {entry.scientificName && (
            <p className="species-scientific">
              <i>{entry.scientificName}</i>
            </p>
          )}
          {entry.publishedAt && <p className="species-published">Published on {formatPublishedDate(entry.publishedAt)}</p>}
        </header>
        <ResultDisplay identification={entry} photos={photos} timeZone="UTC" />
        <div className="species-actions">
          <a className="btn" href="/identification">Identify Another Species</a>
        </div>
        <ShareBlock url={url} speciesName={entry.speciesName} />
      </div>
    </div>
  );
}
