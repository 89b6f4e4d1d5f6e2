import { pathIn } from '@rules/languages';
import { dayAndTimeText } from '@rules/dates';
import type { AdminWords } from './admin-words';
import { refusalWord } from './record-words';
import { communityTaxonShown, sightingName } from '@rules/taxon';
import { ReviewMark } from '@catalogue/components/result/CommunityAnswer';
import { statusShown } from '@catalogue/components/result/ConservationBadge';
import type { AdminIdentification } from '../../lib/types';
import ConsentStatus from '../account/consent/ConsentStatus';

interface Props {
  identification: AdminIdentification;
  words: AdminWords;
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
  words,
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
  const refusal = refusalWord(words, row);
  return (
    <tr className={row.publishedButDisputed ? 'row-published row-disputed' : row.isPublished ? 'row-published' : undefined} data-testid={`identification-${row.id}`}>
      <td data-label={words.colId}>{row.id}</td>
      <td data-label={words.colSpecies}>
        {sightingName(sighting)}
        {/* A published one the experts dispute says so under Publication, flagged. */}
        {!row.publishedButDisputed && <ReviewMark status={row.reviewStatus} className="admin-verdict" words={words.review} />}
      </td>
      <td data-label={words.labelScientificName}>
        <em>{experts?.scientificName ?? row.scientificName}</em>
      </td>
      <td data-label={words.colUser}>{row.username ?? (row.userId === null ? words.visitor : '—')}</td>
      <td data-label={words.colPublication}>
        {row.isPublished ? (
          <>
            <span className="badge badge-published">{words.published}</span>
            {featured && (
              <span className="badge badge-featured" title={words.featuredTitle}>
                {words.featured}
              </span>
            )}
            {row.publishedAt && <div className="cell-note">{dayAndTimeText(row.publishedAt, { locale: words.language })}</div>}
            {row.publishedButDisputed && (
              <div className="cell-note">
                <span className="badge badge-disputed" title={words.disputedTitle}>
                  {words.disputed}
                </span>
                <span className="visually-hidden">{words.disputedHidden}</span>
              </div>
            )}
          </>
        ) : (
          <span className="badge badge-unpublished">{words.unpublished}</span>
        )}
      </td>
      <td data-label={words.colConsent}>
        <ConsentStatus identification={row} reason={refusal} words={words} />
      </td>
      <td data-label={words.colIucn}>{row.conservationStatus ? statusShown(row.conservationStatus, words.statusNames) : words.unknown}</td>
      <td data-label={words.colTrashed}>
        {row.trashedAt && (
          <span className="badge badge-suspended" title={refusal}>
            {words.trashed}
          </span>
        )}
      </td>
      <td data-label={words.colDate}>{dayAndTimeText(row.createdAt, { locale: words.language })}</td>
      <td data-label={words.colActions}>
        <div className="row-actions">
          <a
            className={`btn btn-outline btn-small${busy ? ' is-disabled' : ''}`}
            href={pathIn(words.language, `/species/${row.slug || row.id}`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={busy}
          >
            {words.view}
          </a>
          <button type="button" className="btn btn-outline btn-small" onClick={onImage} disabled={busy}>
            {words.image}
          </button>
          {row.isPublished && !featured && (
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={onFeature}
              disabled={busy}
              title={words.featureTitle}
            >
              {words.feature}
            </button>
          )}
          {row.isPublished ? (
            <button type="button" className="btn btn-outline btn-small" onClick={onUnpublish} disabled={busy}>
              {words.unpublish}
            </button>
          ) : row.publishRefusal ? null : (
            <button type="button" className="btn btn-small" onClick={onPublish} disabled={busy}>
              {words.publish}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-small" onClick={onDelete} disabled={busy}>
            {deleting ? words.deleting : words.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
