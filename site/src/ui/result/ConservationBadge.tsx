import { statusBadgeColour } from './helpers';

/** The conservation status, coloured by its text. */
export default function ConservationBadge({ status }: { status: string }) {
  const colour = statusBadgeColour(status);
  return (
    <span className={`rd-badge rd-badge-${colour.name}`} style={{ background: colour.background, color: colour.color }} data-status-colour={colour.name}>
      {status}
    </span>
  );
}
