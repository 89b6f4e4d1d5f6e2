import type { SharedIdentification } from '../../model/shared';
import type { Photo } from '../result/helpers';
import ResultDisplay from '../result/ResultDisplay';

type SharedPhoto = Pick<Photo, 'imageUrl' | 'width' | 'height'>;

/** The sighting's photos through the link, cover first, from a record that lists them; older records have only the cover. */
function listedPhotos(shared: SharedIdentification): SharedPhoto[] {
  const photos: unknown = 'photos' in shared ? shared.photos : undefined;
  if (!Array.isArray(photos)) return [];
  return photos.flatMap((photo) =>
    typeof photo?.imageUrl === 'string'
      ? [{ imageUrl: photo.imageUrl, width: typeof photo.width === 'number' ? photo.width : null, height: typeof photo.height === 'number' ? photo.height : null }]
      : [],
  );
}

/** The shared photos with their credit, only as the uploader chose to be credited. */
function photosOf(shared: SharedIdentification): Photo[] {
  const listed = listedPhotos(shared);
  const photos = listed.length > 0 ? listed : shared.photoUrl ? [{ imageUrl: shared.photoUrl }] : [];
  const credit = { uploaderName: shared.credit?.name ?? null, uploaderWebsite: shared.credit?.website ?? null, licence: shared.credit?.licence ?? null };
  return photos.map((photo) => ({ ...photo, ...credit }));
}

/**
 * The page behind an unlisted share link: the app's result display of one identification, rendered to static
 * HTML like a species page, with its photo. It says what it is: shared by its owner, not in the public catalogue.
 */
export function SharedBody({ shared }: { shared: SharedIdentification }) {
  const { photoUrl: _photo, credit: _credit, ...identification } = shared;
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
          <p className="species-published">Shared identification · not listed in the public catalogue</p>
        </header>
        <ResultDisplay identification={identification} photos={photosOf(shared)} timeZone="UTC" />
        <div className="species-actions">
          <a className="btn" href="/identification">Identify Your Own Photo</a>
        </div>
      </div>
    </div>
  );
}
