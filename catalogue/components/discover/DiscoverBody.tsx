import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { pathIn } from '@rules/languages';
import { groupOptions, statusOptions, type FilterOption } from '../../discover/discover-options';
import { inLanguage } from './filter-words';
import { FIRST_CARDS } from '../../discover/discover-text';
import type { DiscoverCard } from '../../discover/discover-card';
import { SpeciesCard } from './SpeciesCard';
import { conservationWords } from '../result/conservation-words';

const EMPTY_CARD: DiscoverCard = { slug: '', name: '', scientificName: null, rank: null, status: null, statusSource: null, photos: 0, group: 'other', image: null, terms: '' };

/** One filter of the search form: a labelled <select> whose '' option shows everything. */
function Filter({ id, name, label, all, options }: { id: string; name: string; label: string; all: string; options: FilterOption[] }) {
  return (
    <div className="discover-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} autoComplete="off" data-discover-filter={name}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Discover: heading, the search box and its filters, the counter, the first cards, the no-match message and
 * the full-text results area. The browser script (scripts/discover.ts) drives it; without it the form still
 * submits to /discover.
 */
export function DiscoverBody({ cards, language = 'en' }: { cards: DiscoverCard[]; language?: Language }) {
  const options = { locale: language };
  // The words the script writes in the browser, in the page's language: it carries no messages of its own.
  const count = { count: '{count}' };
  const words = {
    language,
    found: m.species_discover_found(count, options),
    photo: m.species_photos_one(count, options),
    photos: m.species_photos_other(count, options),
    offlineFound: m.species_discover_offline_found(count, options),
    offlinePartial: m.species_discover_offline_partial({}, options),
    needsConnection: m.species_discover_offline_needs_connection({}, options),
    // The IUCN categories' names, for the badges of the cards the script writes (null in English: as written).
    statusNames: conservationWords(language).names,
  };
  const statusHint = m.species_discover_status_hint({}, options);
  return (
    <div className="discover" data-discover data-page-size={FIRST_CARDS} data-total={cards.length} data-words={language === 'en' ? undefined : JSON.stringify(words)}>
      <div className="container">
        <header className="discover-header">
          <h1>{m.species_discover_title({}, options)}</h1>
          <p>{m.species_discover_intro({}, options)}</p>
        </header>
        {cards.length === 0 ? (
          <div className="discover-empty card">
            <h2>{m.species_discover_empty_heading({}, options)}</h2>
            <p>{m.species_discover_empty_text({}, options)}</p>
            <a className="btn" href={pathIn(language, '/identification')}>
              {m.species_discover_identify({}, options)}
            </a>
          </div>
        ) : (
          <>
            <form className="discover-search" role="search" action={pathIn(language, '/discover')} aria-label={m.species_discover_form({}, options)}>
              <div className="discover-field discover-field-search">
                <label htmlFor="species-search">{m.species_discover_search_label({}, options)}</label>
                <input
                  id="species-search"
                  name="q"
                  type="search"
                  autoComplete="off"
                  placeholder={m.species_discover_search_placeholder({}, options)}
                  data-discover-search
                />
              </div>
              <Filter id="species-status" name="status" label={m.species_discover_status_label({}, options)} all={m.species_discover_all_statuses({}, options)} options={inLanguage(statusOptions(cards), 'status', language)} />
              <Filter id="species-group" name="group" label={m.species_discover_group_label({}, options)} all={m.species_discover_all_groups({}, options)} options={inLanguage(groupOptions(cards), 'group', language)} />
            </form>
            <p className="discover-count" data-discover-count aria-live="polite">
              {m.species_discover_found({ count: cards.length }, options)}
            </p>
            <ul className="species-grid" data-discover-grid>
              {cards.slice(0, FIRST_CARDS).map((card, index) => (
                <SpeciesCard key={card.slug} card={card} eager={index < 4} language={language} statusHint={statusHint} statusNames={words.statusNames} />
              ))}
            </ul>
            <div className="discover-no-match card" data-discover-no-match hidden>
              <h2>{m.species_discover_no_match_heading({}, options)}</h2>
              <p>{m.species_discover_no_match_text({}, options)}</p>
              <button type="button" className="btn" data-discover-clear>
                {m.species_discover_clear({}, options)}
              </button>
            </div>
            <button type="button" className="btn btn-outline discover-more" data-discover-more hidden={cards.length <= FIRST_CARDS}>
              {m.species_discover_more({}, options)}
            </button>
            <section className="discover-fulltext" data-discover-fulltext hidden aria-labelledby="fulltext-title">
              <h2 id="fulltext-title">{m.species_discover_fulltext({}, options)}</h2>
              <ul data-discover-fulltext-list></ul>
            </section>
            <template data-card-template>
              <SpeciesCard card={EMPTY_CARD} template language={language} statusHint={statusHint} statusNames={words.statusNames} />
            </template>
          </>
        )}
      </div>
    </div>
  );
}
