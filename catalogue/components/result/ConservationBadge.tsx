import type { StatusNames } from './conservation-words';
import { statusBadgeColour } from './helpers';

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

/**
 * A status in the page's language: a Red List category by its name there ("Critically Endangered (CR)" is "Vom
 * Aussterben bedroht (CR)" in German); English, and a status that names no category, as written.
 */
export function statusShown(status: string, names: StatusNames | undefined): string {
  const [, name = '', code] = /^(.*?)\s*(\([^)]*\))?\s*$/.exec(status) ?? [];
  const shown = names?.[name.trim().toLowerCase()];
  if (!shown) return status;
  return code ? `${shown} ${code}` : shown;
}

/** The conservation status, coloured by its English text (as the API gives it), shown in the page's language. */
export default function ConservationBadge({ status, names }: { status: string; names?: StatusNames }) {
  const colour = statusBadgeColour(status);
  return (
    <span className={`rd-badge rd-badge-${colour.name}`} style={{ ...BADGE_SHAPE, background: colour.background, color: colour.color }} data-status-colour={colour.name}>
      {statusShown(status, names)}
    </span>
  );
}
