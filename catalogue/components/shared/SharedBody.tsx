import * as m from '@messages/messages.js';
import { pathIn, type Language } from '@rules/languages';
import type { SharedIdentification } from '../../model/shared';
import ResultDisplay from '../result/ResultDisplay';
import { resultWords } from '../result/result-words';
import { seenOn, type Photo } from '../result/helpers';

/** The shared photos, cover first, each with its credit, only as the uploader chose to be credited. */
function photosOf(shared: SharedIdentification): Photo[] {
  const credit = { uploaderName: shared.credit?.name ?? null, uploaderWebsite: shared.credit?.website ?? null, licence: shared.credit?.licence ?? null };
  const photos: Photo[] = shared.photos.length ? shared.photos : shared.photoUrl ? [{ imageUrl: shared.photoUrl }] : [];
  // Each photo keeps its size, so the page does not move while it loads.
  return photos.map(({ imageUrl, width, height }) => ({ imageUrl, width, height, ...credit }));
}

/**
 * The page behind an unlisted share link: the app's result display of one identification, rendered to static
 * HTML like a species page, with its photo. It says what it is: shared by its owner, not in the public catalogue.
 * In the reader's language: its words and the link to identify a photo.
 */
export function SharedBody({ shared, language = 'en' }: { shared: SharedIdentification; language?: Language }) {
  const options = { locale: language };
  const { photoUrl: _photo, photos: _photos, credit: _credit, ...identification } = shared;
  return (
    <div className="species-page">
      <div className="container species">
        <header className="species-header">
          <h1>{shared.speciesName}</h1>
          {shared.scientificName && (
            <p className="species-scientific">
              <i>{shared.scientificName}</i>
            </p>
          )}
          <p className="species-published">{m.share_page_note({}, options)}</p>
        </header>
        <ResultDisplay identification={seenOn(identification)} photos={photosOf(shared)} timeZone="UTC" words={resultWords(language)} />
        <div className="species-actions">
          <a className="btn" href={pathIn(language, '/identification')}>
            {m.share_page_identify({}, options)}
          </a>
        </div>
      </div>
    </div>
  );
}
