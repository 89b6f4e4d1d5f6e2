import type { ConservationStatusSource } from '@rules/taxon';
import ConservationBadge from './ConservationBadge';

/** Where a conservation status comes from, as the result and the species pages say it. */
export const CONSERVATION_SOURCE_LABELS: Record<ConservationStatusSource, string> = {
  'worms-iucn': 'IUCN Red List, via WoRMS',
  iucn: 'IUCN Red List',
  model: 'Unverified estimate',
};

/** The source's label, with the assessment's year when WoRMS gives it: "IUCN Red List, assessed 2018, via WoRMS". */
export function conservationSourceLabel(source: ConservationStatusSource, year?: number | null): string {
  if (source === 'worms-iucn' && year) return `IUCN Red List, assessed ${year}, via WoRMS`;
  return CONSERVATION_SOURCE_LABELS[source];
}

/** The conservation badge, with where the status comes from when the API says so. */
export default function ConservationStatus({ status, source, year }: { status: string; source?: ConservationStatusSource; year?: number | null }) {
  const label = source ? conservationSourceLabel(source, year) : undefined;
  return (
    <div className="rd-status">
      <ConservationBadge status={status} />
      {label && <span className={`rd-status-source rd-status-source-${source}`}>{label}</span>}
    </div>
  );
}
