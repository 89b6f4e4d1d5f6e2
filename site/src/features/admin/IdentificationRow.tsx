import { formatLongDate } from '@catalogue/components/result/helpers';
import { communityTaxonShown, sightingName } from '@rules/taxon';
import { ReviewMark } from '@catalogue/components/result/CommunityAnswer';
import type { AdminIdentification } from '../../lib/types';
import ConsentStatus from '../account/consent/ConsentStatus';

interface Props {
  identification: AdminIdentification;
  busy: boolean;
  /** A delete of this row is running. */
  deleting: boolean;
  /** Known to be the photo its species page features (learnt when the admin featured it or tried to). */
  featured: boolean;
  onImage: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onFeature: () => void;
  onDelete: () => void;
}

/**
 * One identification of the admin table; published rows are green, and can be featured on their species page.
 * Publish is offered only for those whose owner allows it (and, when the settings say so, that experts verified).
 * A published one that experts have since disputed stays published, flagged for the admin to look at.
 */
export default function IdentificationRow({
  identification: row,
  busy,
  deleting,
  featured,
  onImage,
  onPublish,
  onUnpublish,
  onFeature,
  onDelete,
}: Props) {
  // Once experts settled on another taxon than the model's, the row names theirs, with their verdict beside it.
  const sighting = { ...row, taxon: row.aphiaId === null ? null : { aphiaId: row.aphiaId } };
  const experts = communityTaxonShown(sighting);
  return (
    <tr className={row.publishedButDisputed ? 'row-published row-disputed' : row.isPublished ? 'row-published' : undefined} data-testid={`identification-${row.id}`}>
      <td data-label="ID">{row.id}</td>
      <td data-label="Species">
        {sightingName(sighting)}
        {/* A published one the experts dispute says so under Publication, flagged. */}
        {!row.publishedButDisputed && <ReviewMark status={row.reviewStatus} className="admin-verdict" />}
      </td>
      <td data-label="Scientific name">
        <em>{experts?.scientificName ?? row.scientificName}</em>
      </td>
      <td data-label="User">{row.username ?? (row.userId === null ? 'Visitor' : '—')}</td>
      <td data-label="Publication">
        {row.isPublished ? (
          <>
            <span className="badge badge-published">Published</span>
            {featured && (
              <span className="badge badge-featured" title="The photo whose text its species page shows">
                Featured
              </span>
            )}
            {row.publishedAt && <div className="cell-note">{formatLongDate(row.publishedAt)}</div>}
            {row.publishedButDisputed && (
              <div className="cell-note">
                <span className="badge badge-disputed" title="Experts disagree on its name; it stays in the catalogue until you unpublish it">
                  Disputed by experts
                </span>
                <span className="visually-hidden"> (experts disagree on its name; it stays in the catalogue until you unpublish it)</span>
              </div>
            )}
          </>
        ) : (
          <span className="badge badge-unpublished">Unpublished</span>
        )}
      </td>
      <td data-label="Consent">
        <ConsentStatus identification={row} />
      </td>
      <td data-label="IUCN status">{row.conservationStatus || 'Unknown'}</td>
      <td data-label="Trashed">
        {row.trashedAt && (
          <span className="badge badge-suspended" title={row.publishRefusal ?? undefined}>
            Trashed
          </span>
        )}
      </td>
      <td data-label="Date">{formatLongDate(row.createdAt)}</td>
      <td data-label="Actions">
        <div className="row-actions">
          <a
            className={`btn btn-outline btn-small${busy ? ' is-disabled' : ''}`}
            href={`/species/${row.slug || row.id}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={busy}
          >
            View
          </a>
          <button type="button" className="btn btn-outline btn-small" onClick={onImage} disabled={busy}>
            Image
          </button>
          {row.isPublished && !featured && (
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={onFeature}
              disabled={busy}
              title="Feature on its species page: the page shows this photo's text"
            >
              Feature
            </button>
          )}
          {row.isPublished ? (
            <button type="button" className="btn btn-outline btn-small" onClick={onUnpublish} disabled={busy}>
              Unpublish
            </button>
          ) : row.publishRefusal ? null : (
            <button type="button" className="btn btn-small" onClick={onPublish} disabled={busy}>
              Publish
            </button>
          )}
          <button type="button" className="btn btn-danger btn-small" onClick={onDelete} disabled={busy}>
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}
