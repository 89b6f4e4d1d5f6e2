import type { StatusNames } from './conservation-words';
import { statusBadgeColour } from './helpers';
import { statusShown } from './status-shown';

export { statusShown };

// Inline so the badge looks the same wherever it is used (result display, history cards, catalogue). A square-ish
// label with a hairline border, not a pill: it must not look like a button.
const BADGE_SHAPE = {
  display: 'inline-block',
  padding: '0.15rem 0.5rem',
  borderRadius: '0.25rem',
  border: '1px solid rgba(0, 0, 0, 0.15)',
  fontWeight: 600,
  fontSize: '0.8rem',
  whiteSpace: 'nowrap',
  cursor: 'default',
} as const;

/** The conservation status, coloured by its English text (as the API gives it), shown in the page's language. */
export default function ConservationBadge({ status, names }: { status: string; names?: StatusNames }) {
  const colour = statusBadgeColour(status);
  return (
    <span className={`rd-badge rd-badge-${colour.name}`} style={{ ...BADGE_SHAPE, background: colour.background, color: colour.color }} data-status-colour={colour.name}>
      {statusShown(status, names)}
    </span>
  );
}
