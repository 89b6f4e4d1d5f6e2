import { groupOptions, statusOptions, type FilterOption } from '../../discover/discover-options';
import { FIRST_CARDS, speciesFound } from '../../discover/discover-text';
import type { DiscoverCard } from '../../discover/discover-card';
import { SpeciesCard } from './SpeciesCard';

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
export function DiscoverBody({ cards }: { cards: DiscoverCard[] }) {
  return (
    <div className="discover" data-discover data-page-size={FIRST_CARDS} data-total={cards.length}>
      <div className="container">
        <header className="discover-header">
          <h1>Discover Marine Species</h1>
          <p>Browse the sea creatures our community has identified and published.</p>
        </header>
        {cards.length === 0 ? (
          <div className="discover-empty card">
            <h2>No Species Published Yet</h2>
            <p>Published identifications will appear here. Why not identify one yourself?</p>
            <a className="btn" href="/identification">Identify a Species</a>
          </div>
        ) : (
          <>
            <form className="discover-search" role="search" action="/discover" aria-label="Species">
              <div className="discover-field discover-field-search">
                <label htmlFor="species-search">Search species</label>
                <input
                  id="species-search"
                  name="q"
                  type="search"
                  autoComplete="off"
                  placeholder="Search by name, scientific name, habitat..."
                  data-discover-search
                />
              </div>
              <Filter id="species-status" name="status" label="IUCN category" all="All categories" options={statusOptions(cards)} />
              <Filter id="species-group" name="group" label="Group" all="All groups" options={groupOptions(cards)} />
            </form>
            <p className="discover-count" data-discover-count aria-live="polite">
              {speciesFound(cards.length)}
            </p>
            <ul className="species-grid" data-discover-grid>
              {cards.slice(0, FIRST_CARDS).map((card, index) => (
                <SpeciesCard key={card.slug} card={card} eager={index < 4} />
              ))}
            </ul>
            <div className="discover-no-match card" data-discover-no-match hidden>
              <h2>No species match your search</h2>
              <p>Try another name, or widen the filters.</p>
              <button type="button" className="btn" data-discover-clear>
                Clear search and filters
              </button>
            </div>
            <button type="button" className="btn btn-outline discover-more" data-discover-more hidden={cards.length <= FIRST_CARDS}>
              Show more species
            </button>
            <section className="discover-fulltext" data-discover-fulltext hidden aria-labelledby="fulltext-title">
              <h2 id="fulltext-title">Mentioned in species pages</h2>
              <ul data-discover-fulltext-list></ul>
            </section>
            <template data-card-template>
              <SpeciesCard card={EMPTY_CARD} template />
            </template>
          </>
        )}
      </div>
    </div>
  );
}
