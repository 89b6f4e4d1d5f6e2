import { observedText } from '@rules/location';
import type { Identification } from './identifications';
import ConservationBadge from '@catalogue/components/result/ConservationBadge';
import { fallbackImageUrl, formatLongDate, truncate } from '@catalogue/components/result/helpers';
import { communityTaxonShown, sightingName } from '@rules/taxon';
import { ReviewMark } from '@catalogue/components/result/CommunityAnswer';
import DiveLink, { depthLine } from '../dives/DiveLink';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/words';
import type { HistoryWords } from './history-words';

/** History cards cut the description at 120 characters. */
export const CARD_DESCRIPTION_LENGTH = 120;

interface Props {
  identification: Identification;
  /** Saves an identification not saved yet; with onTrash, the card offers both. */
  onAccept?: () => void;
  onTrash?: () => void;
  /** Disables the buttons while a call runs. */
  busy?: boolean;
  /** Its words in the page's language (history-words.ts). */
  words: HistoryWords['card'];
}

/** One identification of the history: a link to its page, and for one not saved yet, Accept and Trash beside it. */
export default function HistoryCard({ identification, onAccept, onTrash, busy = false, words }: Props) {
  const { id, conservationStatus, description, imageUrl, accepted, createdAt, observedAt, photos = [], diveId, depthMeters, depthSource } = identification;
  // Once experts settled on another taxon, the card names theirs, as the sighting's page does; their verdict beside it.
  const speciesName = sightingName(identification);
  const scientificName = communityTaxonShown(identification)?.scientificName ?? identification.scientificName;
  return (
    <div className="history-item">
      <a className="history-card" href={pathIn(words.language, `/identifications/${id}`)} data-testid="history-card">
        {/* A sighting of several photos says so on its cover. */}
        {photos.length > 1 && <span className="history-photo-count">{fill(words.photoCount, { count: photos.length })}</span>}
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={speciesName}
            loading="lazy"
            onError={(event) => {
              const fallback = fallbackImageUrl(imageUrl);
              if (fallback && event.currentTarget.src !== new URL(fallback, window.location.href).href) event.currentTarget.src = fallback;
            }}
          />
        ) : (
          <div className="history-noimage">{words.noImage}</div>
        )}
        <div className="history-card-body">
          <div className="history-card-head">
            <h2>{speciesName}</h2>
            {accepted ? <span className="history-saved">{words.saved}</span> : <span className="history-unsaved">{words.notSaved}</span>}
          </div>
          <ReviewMark status={identification.reviewStatus} className="history-verdict" words={words.review} />
          {scientificName && <p className="history-scientific">{scientificName}</p>}
          {conservationStatus && <ConservationBadge status={conservationStatus} names={words.statusNames} />}
          <p className="history-description">{truncate(description, CARD_DESCRIPTION_LENGTH)}</p>
          {/* The dive's date when it is known; the day of the identification only when it is not. */}
          <p className="history-date">{observedAt ? fill(words.seenOn, { date: observedText(observedAt) }) : fill(words.identifiedOn, { date: formatLongDate(createdAt) })}</p>
        </div>
      </a>
      {/* Outside the card's link: a link may not sit inside another. */}
      {(typeof diveId === 'number' || typeof depthMeters === 'number') && (
        <p className="history-dive">
          {typeof diveId === 'number' && <DiveLink diveId={diveId} />}
          {typeof diveId === 'number' && typeof depthMeters === 'number' && ' · '}
          {typeof depthMeters === 'number' && <span data-testid="card-depth">{depthLine(depthMeters, depthSource)}</span>}
        </p>
      )}
      {!accepted && onAccept && onTrash && (
        <div className="history-card-actions">
          <button type="button" className="btn" disabled={busy} onClick={onAccept} aria-label={fill(words.acceptLabel, { species: speciesName })}>
            {words.accept}
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onTrash} aria-label={fill(words.trashLabel, { species: speciesName })}>
            {words.trash}
          </button>
        </div>
      )}
    </div>
  );
}
