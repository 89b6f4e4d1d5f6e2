import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { fill } from '@rules/words';
import { around } from './around';
import type { GalleryWords } from './gallery-words';
import LicenceCredit from './LicenceCredit';
import { fallbackImageUrl, stepPhoto, type Photo } from './helpers';

/** What the owner's controls under the gallery know: the photo shown, how many there are, and how to show another. */
export interface GalleryPlace {
  index: number;
  count: number;
  show: (index: number) => void;
}

interface Props {
  photos: Photo[];
  speciesName: string;
  /** Controls for the photo shown (the owner's cover and remove); none on public pages. */
  actions?: (place: GalleryPlace) => ReactNode;
  /** Its words in the page's language (gallery-words.ts). */
  words: GalleryWords;
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

/** "Photo 2 of 3" (gallery-script.ts writes it the same way on static pages). */
export const photoPosition = (words: GalleryWords, index: number, count: number) => fill(words.position, { number: index + 1, count });

/** "Verified by 1 expert", "Verified by 2 experts": the form by the language's plural rules. */
export function verifiedByText(words: GalleryWords, experts: number): string {
  const form = new Intl.PluralRules(words.language).select(experts) === 'one' ? words.verifiedBy.one : words.verifiedBy.other;
  return fill(form, { count: new Intl.NumberFormat(words.language).format(experts) });
}

/** In a sentence the position is lower case ("Clownfish, photo 2 of 3"), but German keeps its noun's capital. */
const inSentence = (words: GalleryWords, text: string) => (words.language === 'de' ? text : text.toLowerCase());

/**
 * Photos with previous/next and 'Photo N of M' dots. The markup carries data-gallery-* hooks so that
 * gallery-script.ts can drive the same HTML on static pages without React. Previous and next stay focusable at
 * either end (aria-disabled, not disabled), so a keyboard user's focus is never dropped; the position is announced.
 */
export default function PhotoGallery({ photos, speciesName, actions, words }: Props) {
  const [photoBy, afterName] = around(words.photoBy, 'name');
  const [wanted, setIndex] = useState(0);
  const count = photos.length;
  // A photo removed under the gallery leaves it on the last one left.
  const index = stepPhoto(wanted, 0, count);
  const go = (next: number) => setIndex(stepPhoto(next, 0, count));

  return (
    <div className={count > 1 ? 'rd-gallery rd-gallery-several' : 'rd-gallery'} data-gallery data-gallery-index={index}>
      {photos.map((photo, i) => (
        <figure key={`${photo.imageUrl}-${i}`} className="rd-photo" data-gallery-photo={i} hidden={i !== index}>
          <img
            src={photo.imageUrl}
            alt={count > 1 ? `${speciesName}, ${inSentence(words, photoPosition(words, i, count))}` : speciesName}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            data-fallback={fallbackImageUrl(photo.imageUrl) ?? undefined}
            onError={retryFromPublic}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
          {(photo.uploaderName || photo.date || photo.licence || photo.area || photo.verifiedBy) && (
            <figcaption className="rd-credit">
              {photo.uploaderName && (
                <>
                  {photoBy}
                  {photo.uploaderWebsite ? (
                    <a href={photo.uploaderWebsite} target="_blank" rel="noopener noreferrer nofollow">
                      {photo.uploaderName}
                    </a>
                  ) : (
                    photo.uploaderName
                  )}
                  {afterName}
                </>
              )}
              {photo.uploaderName && (photo.area || photo.date) && ' · '}
              {photo.area && <span className="rd-area">{photo.area}</span>}
              {photo.area && photo.date && ' · '}
              {photo.date && <time>{photo.date}</time>}
              {photo.licence && (photo.uploaderName || photo.area || photo.date) && ' · '}
              <LicenceCredit licence={photo.licence} names={words.licences} />
              {photo.verifiedBy ? <span className="rd-verified">{verifiedByText(words, photo.verifiedBy)}</span> : null}
            </figcaption>
          )}
          {photo.imageHighResUrl && (
            <a className="rd-link rd-high-res" href={photo.imageHighResUrl} target="_blank" rel="noopener">
              {words.highRes}
            </a>
          )}
        </figure>
      ))}
      {count > 1 && (
        <div className="rd-gallery-nav">
          <button
            type="button"
            className="rd-nav-btn"
            data-gallery-prev
            aria-label={words.previous}
            aria-disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="rd-dots">
            {photos.map((photo, i) => (
              <button
                key={`${photo.imageUrl}-dot-${i}`}
                type="button"
                className="rd-dot"
                data-gallery-dot={i}
                aria-label={fill(words.show, { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="rd-nav-btn"
            data-gallery-next
            aria-label={words.next}
            aria-disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <span className="rd-counter" data-gallery-counter={words.position} aria-live="polite" aria-atomic="true">
            {photoPosition(words, index, count)}
          </span>
        </div>
      )}
      {actions?.({ index, count, show: go })}
    </div>
  );
}
