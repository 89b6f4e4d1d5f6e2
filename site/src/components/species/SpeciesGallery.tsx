import type { PublicIdentification } from '../../catalogue/catalogue';

interface Props {
  speciesName: string;
  identificationId: number;
  photos: PublicIdentification[];
}

/** Images before this identification number were never stored (spec: no image preview). */
const FIRST_STORED_IMAGE_ID = 10;

/**
 * Every published photo of the species, one at a time. Plain markup with data-* hooks: the page's small
 * script moves between photos ('Photo N of M'); without it the first photo still shows.
 */
export function SpeciesGallery({ speciesName, identificationId, photos }: Props) {
  if (photos.length === 0) {
    return (
      <div className="gallery gallery-empty" data-pagefind-ignore>
        <p>No image preview available</p>
        {identificationId < FIRST_STORED_IMAGE_ID && (
          <p className="gallery-note">Images of identifications made before May 2025 were not stored.</p>
        )}
      </div>
    );
  }
  const count = photos.length;
  return (
    <div className="gallery" data-gallery data-pagefind-ignore>
      {photos.map((photo, index) => (
        <figure className="gallery-photo" data-gallery-photo={index} hidden={index > 0} key={photo.id}>
          <div className="gallery-frame">
            <img
              src={photo.imageUrl!}
              alt={`${speciesName}, photo ${index + 1} of ${count}`}
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
              data-upload-image
            />
          </div>
          {photo.uploaderName && (
            <figcaption>
              Photo by{' '}
              {photo.uploaderWebsite ? (
                <a href={photo.uploaderWebsite} rel="nofollow noopener ugc" target="_blank">
                  {photo.uploaderName}
                </a>
              ) : (
                photo.uploaderName
              )}
            </figcaption>
          )}
        </figure>
      ))}
      {count > 1 && (
        <div className="gallery-nav">
          <button type="button" className="gallery-step" data-gallery-prev aria-label="Previous photo" disabled>
            ‹
          </button>
          <span className="gallery-status" data-gallery-status aria-live="polite">
            Photo 1 of {count}
          </span>
          <button type="button" className="gallery-step" data-gallery-next aria-label="Next photo">
            ›
          </button>
        </div>
      )}
      {count > 1 && (
        <div className="gallery-dots">
          {photos.map((photo, index) => (
            <button
              type="button"
              key={photo.id}
              className="gallery-dot"
              data-gallery-dot={index}
              aria-label={`Show photo ${index + 1} of ${count}`}
              aria-current={index === 0 ? 'true' : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
