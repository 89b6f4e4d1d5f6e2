import { photoCount } from '../../discover/discover-text';
import { formatPublishedDate, pageName, pageNameInText, pageScientificName, type SpeciesPage } from '../../model/catalogue';
import { seenOn, type Photo } from '../result/helpers';
import ResultDisplay from '../result/ResultDisplay';
import { resultWords } from '../result/result-words';
import { ConfusedWith } from './ConfusedWith';
import { ShareBlock } from './ShareBlock';
import { TaxonFacts } from './TaxonFacts';

interface Props {
  page: SpeciesPage;
  /** Absolute public URL of this page, shared and copied. */
  url: string;
}

/**
 * The featured identification first, then every other published one as the page orders them (verified first, then
 * by publication); each sighting's cover and then its other photos, side by side, with the same credit, and how
 * many experts verified it.
 */
function galleryOf({ featured, photos }: SpeciesPage): Photo[] {
  return [featured, ...photos.filter((photo) => photo.id !== featured.id)].flatMap((photo) => {
    const credit = {
      uploaderName: photo.uploaderName,
      uploaderWebsite: photo.uploaderWebsite,
      identificationId: photo.id,
      date: photo.publishedAt ? formatPublishedDate(photo.publishedAt) : null,
      licence: photo.licence,
      area: photo.area,
      verifiedBy: photo.reviewStatus === 'verified' ? photo.verifiedBy : 0,
    };
    // A record without a cover has no photo to show (its files are gone). Each photo's size goes with it, so the
    // gallery keeps its place while the photo loads.
    const sighting = !photo.imageUrl
      ? []
      : photo.photos?.length
        ? photo.photos.map(({ imageUrl, width, height }) => ({ imageUrl, width, height }))
        : [{ imageUrl: photo.imageUrl, width: null, height: null }];
    return sighting.map((each) => ({ ...each, ...credit }));
  });
}

/**
 * The public species page below the head: the app's result display of the featured identification, its best
 * photo first, then the taxon's facts from WoRMS; the display is rendered to static HTML (no React in the browser: the page's small script drives its
 * gallery) with every published photo of the taxon, and the share block.
 */
export function SpeciesBody({ page, url }: Props) {
  const { featured, taxon } = page;
  const name = pageName(page);
  const scientificName = pageScientificName(page);
  const first = page.photos[0]?.publishedAt;
  return (
    <div className="species-page">
      <div className="container species">
        <header className="species-header">
          <h1>{name}</h1>
          {scientificName && (
            <p className="species-scientific">
              <i>{scientificName}</i>
              {taxon?.authority && <span className="species-authority"> {taxon.authority}</span>}
            </p>
          )}
          {first && (
            <p className="species-published">
              {photoCount(page.photos.length)} · first published on {formatPublishedDate(first)}
            </p>
          )}
        </header>
        {/* The best photo first (the featured one opens the gallery), then the taxon's facts from WoRMS. */}
        <ResultDisplay identification={seenOn(featured)} photos={galleryOf(page)} timeZone="UTC" words={resultWords('en')} />
        {taxon && <TaxonFacts taxon={taxon} status={featured.conservationStatus} statusSource={featured.conservationStatusSource} statusYear={featured.conservationStatusYear} />}
        {page.confusedWith?.length ? <ConfusedWith list={page.confusedWith} /> : null}
        <div className="species-actions">
          <a className="btn" href="/identification">Identify Another Species</a>
        </div>
        <ShareBlock url={url} speciesName={pageNameInText(page)} />
      </div>
    </div>
  );
}
