import { statusBadgeColour } from './helpers';

// Inline so the badge looks the same wherever it is used (result display, history cards, catalogue).
const BADGE_SHAPE = { display: 'inline-block', padding: '0.3rem 0.75rem', borderRadius: '999px', fontWeight: 700, fontSize: '0.85rem', whiteSpace: 'nowrap' } as const;

/** The conservation status, coloured by its text. */
export default function ConservationBadge({ status }: { status: string }) {
  const colour = statusBadgeColour(status);
  return (
    <span className={`rd-badge rd-badge-${colour.name}`} style={{ ...BADGE_SHAPE, background: colour.background, color: colour.color }} data-status-colour={colour.name}>
      {status}
    </span>
  );
}
