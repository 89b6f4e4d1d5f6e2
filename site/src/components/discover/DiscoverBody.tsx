import { PRODUCT_NAME } from '../../lib/product';
import { FIRST_CARDS, speciesFound } from './discover-text';
import { SpeciesCard, type DiscoverCard } from './SpeciesCard';

const EMPTY_CARD: DiscoverCard = { slug: '', name: '', scientificName: null, rank: null, status: null, statusSource: null, photos: 0, group: 'other', image: null, terms: '' };

/** Discover: heading, the search box, the counter, the first cards and the full-text results area. */
export function DiscoverBody({ cards }: { cards: DiscoverCard[] }) {
  return (
    <div className="discover" data-discover data-page-size={FIRST_CARDS}>
      <nav className="species-nav container" aria-label="Catalogue">
        <a className="species-brand" href="/">{PRODUCT_NAME}</a>
        <a href="/identification">Identify a Species</a>
      </nav>
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
            <form className="discover-search" role="search" action="/discover">
              <label htmlFor="species-search">Search species</label>
              <input
                id="species-search"
                name="q"
                type="search"
                autoComplete="off"
                placeholder="Search by name, scientific name, habitat..."
                data-discover-search
              />
            </form>
            <p className="discover-count" data-discover-count aria-live="polite">
              {speciesFound(cards.length)}
            </p>
            <ul className="species-grid" data-discover-grid>
              {cards.slice(0, FIRST_CARDS).map((card, index) => (
                <SpeciesCard key={card.slug} card={card} eager={index < 4} />
              ))}
            </ul>
            <button type="button" className="btn btn-outline discover-more" data-discover-more hidden={cards.length <= FIRST_CARDS}>
              Show more species
            </button>
            <section className="discover-fulltext" data-discover-fulltext hidden aria-labelledby="fulltext-title">
              <h2 id="fulltext-title">Mentioned in species pages</h2>
              <ul data-discover-fulltext-list></ul>
            </section>
            <template data-card-template>
              <SpeciesCard card={EMPTY_CARD} />
            </template>
          </>
        )}
      </div>
    </div>
  );
}
