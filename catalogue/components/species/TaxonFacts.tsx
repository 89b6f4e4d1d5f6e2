import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { classificationLine, hasConservationStatus } from '@rules/taxon';
import type { ConservationStatusSource } from '@rules/taxon';
import type { TaxonFacts as Facts } from '../../model/catalogue';
import { statusShown } from '../result/ConservationBadge';
import { conservationWords } from '../result/conservation-words';
import { conservationSourceLabel } from '../result/ConservationStatus';
import { rankName } from '../rank-names';

interface Props {
  taxon: Facts;
  status: string | null;
  statusSource: ConservationStatusSource;
  /** The year of the IUCN assessment, when WoRMS gives it. */
  statusYear?: number | null;
  language?: Language;
}

/** Where WoRMS says the taxon lives, from its flags. */
function environments(taxon: Facts, options: { locale: Language }): string {
  const found = [
    taxon.isMarine && m.species_lives_marine({}, options),
    taxon.isBrackish && m.species_lives_brackish({}, options),
    taxon.isFreshwater && m.species_lives_fresh({}, options),
    taxon.isTerrestrial && m.species_lives_land({}, options),
  ].filter(Boolean);
  return found.length ? found.join(', ') : m.species_lives_not_recorded({}, options);
}

/** The names a page lists: every one of its language, else (none known in it) every English one. */
const namesIn = (taxon: Facts, language: Language) => (language === 'en' ? null : taxon.commonNames[language]) ?? taxon.vernacularNames;

/** The taxon's facts from the World Register of Marine Species, with a link to its record there; an IUCN row for a species only. */
export function TaxonFacts({ taxon, status, statusSource, statusYear, language = 'en' }: Props) {
  const options = { locale: language };
  const names = namesIn(taxon, language);
  const conservation = conservationWords(language);
  return (
    <section className="taxon-facts card" aria-labelledby="taxon-facts-title">
      <h2 id="taxon-facts-title">{m.species_worms_heading({}, options)}</h2>
      <dl>
        <dt>{m.species_accepted_name({}, options)}</dt>
        <dd>
          <i>{taxon.scientificName}</i>
          {taxon.authority && ` ${taxon.authority}`}
        </dd>
        <dt>{m.species_rank({}, options)}</dt>
        <dd>{rankName(taxon.rank, options.locale)}</dd>
        {names.length > 0 && (
          <>
            <dt>{m.species_common_names({}, options)}</dt>
            <dd>{names.join(', ')}</dd>
          </>
        )}
        <dt>{m.species_classification({}, options)}</dt>
        <dd>{classificationLine(taxon.classification)}</dd>
        {status && hasConservationStatus(taxon) && (
          <>
            <dt>{m.species_iucn_category({}, options)}</dt>
            <dd>
              {statusShown(status, conservation.names)} <span className="taxon-facts-source">({conservationSourceLabel(conservation, statusSource, statusYear)})</span>
            </dd>
          </>
        )}
        <dt>{m.species_lives_in({}, options)}</dt>
        <dd>{environments(taxon, options)}</dd>
      </dl>
      <a href={taxon.url} target="_blank" rel="noopener">
        {m.species_on_worms({ name: taxon.scientificName }, options)}
      </a>
    </section>
  );
}
