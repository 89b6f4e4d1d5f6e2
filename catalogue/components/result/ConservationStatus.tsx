import type { ConservationStatusSource } from '@rules/taxon';
import ConservationBadge from './ConservationBadge';
import type { ConservationWords } from './conservation-words';
import { fill } from '@rules/words';

/**
 * Where a conservation status comes from, as the result and the species pages say it, with the assessment's year
 * when WoRMS gives it: "IUCN Red List, assessed 2018, via WoRMS".
 */
export function conservationSourceLabel(words: ConservationWords, source: ConservationStatusSource, year?: number | null): string {
  if (source === 'worms-iucn' && year) return fill(words.assessed, { year });
  return words.sources[source];
}

/** The conservation badge, with where the status comes from when the API says so. */
export default function ConservationStatus({
  status,
  source,
  year,
  words,
}: {
  status: string;
  source?: ConservationStatusSource;
  year?: number | null;
  words: ConservationWords;
}) {
  const label = source ? conservationSourceLabel(words, source, year) : undefined;
  return (
    <div className="rd-status">
      <ConservationBadge status={status} names={words.names} />
      {label && <span className={`rd-status-source rd-status-source-${source}`}>{label}</span>}
    </div>
  );
}
