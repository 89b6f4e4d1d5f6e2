import { useState, type SyntheticEvent } from 'react';
import LicenceCredit from './LicenceCredit';
import { fallbackImageUrl, stepPhoto, type Photo } from './helpers';

interface Props {
  photos: Photo[];
  speciesName: string;
}

/** On a failed /uploads/ image, try the same file under /public/uploads/ once. */
function retryFromPublic(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  const fallback = image.dataset.fallback;
  if (fallback && !image.dataset.retried) {
    image.dataset.retried = 'true';
    image.src = fallback;
  }
}

/**
 * Photos with previous/next and 'Photo N of M' dots. The markup carries data-gallery-* hooks so that
 * gallery-script.ts can drive the same HTML on static pages without React.
 */
export default function PhotoGallery({ photos, speciesName }: Props) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const go = (next: number) => setIndex(stepPhoto(next, 0, count));

  return (
    <div className="rd-gallery" data-gallery data-gallery-index={index}>
      {photos.map((photo, i) => (
        <figure key={`${photo.imageUrl}-${i}`} className="rd-photo" data-gallery-photo={i} hidden={i !== index}>
          <img
            src={photo.imageUrl}
            alt={count > 1 ? `${speciesName}, photo ${i + 1} of ${count}` : speciesName}
            data-fallback={fallbackImageUrl(photo.imageUrl) ?? undefined}
            onError={retryFromPublic}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
          {(photo.uploaderName || photo.date || photo.licence || photo.area) && (
            <figcaption className="rd-credit">
              {photo.uploaderName && (
                <>
                  Photo by{' '}
                  {photo.uploaderWebsite ? (
                    <a href={photo.uploaderWebsite} target="_blank" rel="noopener noreferrer nofollow">
                      {photo.uploaderName}
                    </a>
                  ) : (
                    photo.uploaderName
                  )}
                </>
              )}
              {photo.uploaderName && (photo.area || photo.date) && ' · '}
              {photo.area && <span className="rd-area">{photo.area}</span>}
              {photo.area && photo.date && ' · '}
              {photo.date && <time>{photo.date}</time>}
              {photo.licence && (photo.uploaderName || photo.area || photo.date) && ' · '}
              <LicenceCredit licence={photo.licence} />
            </figcaption>
          )}
        </figure>
      ))}
      {count > 1 && (
        <div className="rd-gallery-nav">
          <button type="button" className="rd-nav-btn" data-gallery-prev aria-label="Previous photo" disabled={index === 0} onClick={() => go(index - 1)}>
            ‹
          </button>
          <div className="rd-dots">
            {photos.map((photo, i) => (
              <button
                key={`${photo.imageUrl}-dot-${i}`}
                type="button"
                className="rd-dot"
                data-gallery-dot={i}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="rd-nav-btn" data-gallery-next aria-label="Next photo" disabled={index === count - 1} onClick={() => go(index + 1)}>
            ›
          </button>
          <span className="rd-counter" data-gallery-counter>
            Photo {index + 1} of {count}
          </span>
        </div>
      )}
    </div>
  );
}
