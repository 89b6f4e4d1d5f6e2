import { observedText } from '@rules/location';
import type { Identification } from './identifications';
import ConservationBadge from '@catalogue/components/result/ConservationBadge';
import { fallbackImageUrl, formatLongDate, truncate } from '@catalogue/components/result/helpers';
import { communityTaxonShown, sightingName } from '@rules/taxon';
import { ReviewMark } from '@catalogue/components/result/CommunityAnswer';
import DiveLink, { depthLine } from '../dives/DiveLink';

/** History cards cut the description at 120 characters. */
export const CARD_DESCRIPTION_LENGTH = 120;

interface Props {
  identification: Identification;
  /** Saves an identification not saved yet; with onTrash, the card offers both. */
  onAccept?: () => void;
  onTrash?: () => void;
  /** Disables the buttons while a call runs. */
  busy?: boolean;
}

/** One identification of the history: a link to its page, and for one not saved yet, Accept and Trash beside it. */
export default function HistoryCard({ identification, onAccept, onTrash, busy = false }: Props) {
  const { id, conservationStatus, description, imageUrl, accepted, createdAt, observedAt, photos = [], diveId, depthMeters, depthSource } = identification;
  // Once experts settled on another taxon, the card names theirs, as the sighting's page does; their verdict beside it.
  const speciesName = sightingName(identification);
  const scientificName = communityTaxonShown(identification)?.scientificName ?? identification.scientificName;
  return (
    <div className="history-item">
      <a className="history-card" href={`/identifications/${id}`} data-testid="history-card">
        {/* A sighting of several photos says so on its cover. */}
        {photos.length > 1 && <span className="history-photo-count">{photos.length} photos</span>}
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
          <div className="history-noimage">No image preview available</div>
        )}
        <div className="history-card-body">
          <div className="history-card-head">
            <h2>{speciesName}</h2>
            {accepted ? <span className="history-saved">Saved</span> : <span className="history-unsaved">Not saved yet</span>}
          </div>
          <ReviewMark status={identification.reviewStatus} className="history-verdict" />
          {scientificName && <p className="history-scientific">{scientificName}</p>}
          {conservationStatus && <ConservationBadge status={conservationStatus} />}
          <p className="history-description">{truncate(description, CARD_DESCRIPTION_LENGTH)}</p>
          {/* The dive's date when it is known; the day of the identification only when it is not. */}
          <p className="history-date">{observedAt ? `Seen on ${observedText(observedAt)}` : `Identified on ${formatLongDate(createdAt)}`}</p>
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
          <button type="button" className="btn" disabled={busy} onClick={onAccept} aria-label={`Accept ${speciesName}`}>
            Accept
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onTrash} aria-label={`Trash ${speciesName}`}>
            Trash
          </button>
        </div>
      )}
    </div>
  );
}
