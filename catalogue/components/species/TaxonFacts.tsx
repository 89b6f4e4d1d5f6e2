import { classificationLine, hasConservationStatus } from '@rules/taxon';
import type { ConservationStatusSource } from '@rules/taxon';
import type { TaxonFacts as Facts } from '../../model/catalogue';
import { conservationSourceLabel } from '../result/ConservationStatus';

interface Props {
  taxon: Facts;
  status: string | null;
  statusSource: ConservationStatusSource;
  /** The year of the IUCN assessment, when WoRMS gives it. */
  statusYear?: number | null;
}

/** Where WoRMS says the taxon lives, from its flags. */
function environments(taxon: Facts): string {
  const found = [taxon.isMarine && 'marine', taxon.isBrackish && 'brackish water', taxon.isFreshwater && 'fresh water', taxon.isTerrestrial && 'land'].filter(Boolean);
  return found.length ? found.join(', ') : 'not recorded';
}

/** The taxon's facts from the World Register of Marine Species, with a link to its record there; an IUCN row for a species only. */
export function TaxonFacts({ taxon, status, statusSource, statusYear }: Props) {
  return (
    <section className="taxon-facts card" aria-labelledby="taxon-facts-title">
      <h2 id="taxon-facts-title">From the World Register of Marine Species</h2>
      <dl>
        <dt>Accepted name</dt>
        <dd>
          <i>{taxon.scientificName}</i>
          {taxon.authority && ` ${taxon.authority}`}
        </dd>
        <dt>Rank</dt>
        <dd>{taxon.rank}</dd>
        {taxon.vernacularNames.length > 0 && (
          <>
            <dt>Common names</dt>
            <dd>{taxon.vernacularNames.join(', ')}</dd>
          </>
        )}
        <dt>Classification</dt>
        <dd>{classificationLine(taxon.classification)}</dd>
        {status && hasConservationStatus(taxon) && (
          <>
            <dt>IUCN Red List category</dt>
            <dd>
              {status} <span className="taxon-facts-source">({conservationSourceLabel(statusSource, statusYear)})</span>
            </dd>
          </>
        )}
        <dt>Lives in</dt>
        <dd>{environments(taxon)}</dd>
      </dl>
      <a href={taxon.url} target="_blank" rel="noopener">
        {taxon.scientificName} on WoRMS
      </a>
    </section>
  );
}
