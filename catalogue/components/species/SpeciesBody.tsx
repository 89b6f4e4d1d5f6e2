import { species_identify_another, species_published_line } from '@messages/messages.js';
import { pathIn, type Language } from '@rules/languages';
import { photosIn } from '../page-words';
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
  /** The page's language: its frame's words, the names it lists and the addresses it links to. */
  language?: Language;
}

/**
 * The featured identification first, then every other published one as the page orders them (verified first, then
 * by publication); each sighting's cover and then its other photos, side by side, with the same credit, and how
 * many experts verified it.
 */
function galleryOf({ featured, photos }: SpeciesPage, language: Language): Photo[] {
  return [featured, ...photos.filter((photo) => photo.id !== featured.id)].flatMap((photo) => {
    const credit = {
      uploaderName: photo.uploaderName,
      uploaderWebsite: photo.uploaderWebsite,
      identificationId: photo.id,
      date: photo.publishedAt ? formatPublishedDate(photo.publishedAt, language === 'en' ? undefined : language) : null,
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
export function SpeciesBody({ page, url, language = 'en' }: Props) {
  const { featured, taxon } = page;
  const options = { locale: language };
  const name = pageName(page, language);
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
              {species_published_line({ photos: photosIn(language, page.photos.length), date: formatPublishedDate(first, language === 'en' ? undefined : language) }, options)}
            </p>
          )}
        </header>
        {/* The best photo first (the featured one opens the gallery), then the taxon's facts from WoRMS. */}
        <ResultDisplay identification={seenOn(featured)} photos={galleryOf(page, language)} timeZone="UTC" words={resultWords(language)} />
        {taxon && (
          <TaxonFacts taxon={taxon} status={featured.conservationStatus} statusSource={featured.conservationStatusSource} statusYear={featured.conservationStatusYear} language={language} />
        )}
        {page.confusedWith?.length ? <ConfusedWith list={page.confusedWith} language={language} /> : null}
        <div className="species-actions">
          <a className="btn" href={pathIn(language, '/identification')}>
            {species_identify_another({}, options)}
          </a>
        </div>
        <ShareBlock url={url} speciesName={pageNameInText(page, language)} language={language} />
      </div>
    </div>
  );
}
