import type { ConservationStatusSource } from '@rules/taxon';
import ConservationBadge from './ConservationBadge';

/** Where a conservation status comes from, as the result and the species pages say it. */
export const CONSERVATION_SOURCE_LABELS: Record<ConservationStatusSource, string> = {
  'worms-iucn': 'IUCN Red List, via WoRMS',
  iucn: 'IUCN Red List',
  model: 'Unverified estimate',
};

/** The conservation badge, with where the status comes from when the API says so. */
export default function ConservationStatus({ status, source }: { status: string; source?: ConservationStatusSource }) {
  const label = source ? CONSERVATION_SOURCE_LABELS[source] : undefined;
  return (
    <div className="rd-status">
      <ConservationBadge status={status} />
      {label && <span className={`rd-status-source rd-status-source-${source}`}>{label}</span>}
    </div>
  );
}
