import type { ConservationStatusSource } from '@rules/taxon';
import ConservationBadge from './ConservationBadge';

const SOURCES: Record<ConservationStatusSource, string> = {
  'worms-iucn': 'IUCN Red List, via WoRMS',
  iucn: 'IUCN Red List',
  model: 'Unverified estimate',
};

/** The conservation badge, with where the status comes from when the API says so. */
export default function ConservationStatus({ status, source }: { status: string; source?: ConservationStatusSource }) {
  const label = source ? SOURCES[source] : undefined;
  return (
    <div className="rd-status">
      <ConservationBadge status={status} />
      {label && (
<span className={`rd-status-source rd-status-source-${source}`}>{label}</span>
      )}
    </div>
  );
}
