import type { DiscoverCard } from '../components/discover/SpeciesCard';
import { speciesFound } from '../components/discover/discover-text';
import { searchSpeciesPages, type PagefindPage } from './discover-fulltext';
import { retryFailedUploads } from './upload-images';

const FULLTEXT_DELAY_MS = 250;

const root = document.querySelector<HTMLElement>('[data-discover]');
const input = root?.querySelector<HTMLInputElement>('[data-discover-search]');

if (root && input) {
  const pageSize = Number(root.dataset.pageSize);
  const count = root.querySelector('[data-discover-count]')!;
  const grid = root.querySelector('[data-discover-grid]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-discover-more]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-card-template]')!;
  const fulltext = root.querySelector<HTMLElement>('[data-discover-fulltext]')!;
  const fulltextList = root.querySelector('[data-discover-fulltext-list]')!;

  let catalogue: Promise<DiscoverCard[]> | undefined;
  const loadCatalogue = () =>
    (catalogue ??= fetch('/discover/catalogue.json').then((response) => response.json() as Promise<DiscoverCard[]>));
  let matches: DiscoverCard[] = [];
  let shown = pageSize;
  let fulltextTimer: ReturnType<typeof setTimeout> | undefined;
  let latestTerm = '';

  const cardElement = (card: DiscoverCard) => {
    const element = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    element.querySelector<HTMLAnchorElement>('[data-card-link]')!.href = `/species/${encodeURIComponent(card.slug)}`;
    element.querySelector('[data-card-name]')!.textContent = card.name;
    const scientific = element.querySelector('[data-card-scientific]')!;
    scientific.textContent = card.scientificName ?? '';
    (scientific.parentElement as HTMLElement).hidden = !card.scientificName;
    element.querySelector('[data-card-photos]')!.textContent = card.photos === 1 ? '1 photo' : `${card.photos} photos`;
    const image = element.querySelector<HTMLImageElement>('[data-card-image]')!;
    if (card.image) {
      image.src = card.image.src;
      image.hidden = false;
    }
    return element;
  };

  const showMatches = (from: number, to: number) => {
    grid.append(...matches.slice(from, to).map(cardElement));
    shown = to;
    more.hidden = shown >= matches.length;
  };

  // Case-insensitive substring match on name or scientific name; blank shows every species (spec section 5).
  const filter = (cards: DiscoverCard[], term: string) => {
    const needle = term.trim().toLowerCase();
    if (!needle) return cards;
    return cards.filter(
      (card) =>
        card.name.toLowerCase().includes(needle) || (card.scientificName ?? '').toLowerCase().includes(needle) || card.terms.includes(needle),
    );
  };

  const renderFulltext = (pages: PagefindPage[], excluded: Set<string>) => {
    const items = pages
      .filter((page) => !excluded.has(page.url.replace(/\/$/, '')))
      .map((page) => {
        const item = document.createElement('li');
        const link = Object.assign(document.createElement('a'), { href: page.url });
        const title = document.createElement('strong');
        title.textContent = page.meta.title ?? page.url;
        link.append(title);
        const excerpt = document.createElement('p');
        excerpt.innerHTML = page.excerpt; // Pagefind's excerpt: escaped page text with <mark> around the hits
        item.append(link, excerpt);
        return item;
      });
    fulltextList.replaceChildren(...items);
    fulltext.hidden = items.length === 0;
  };

  const runFulltext = (term: string) => {
    clearTimeout(fulltextTimer);
    if (term.trim().length < 2) {
      fulltext.hidden = true;
      return;
    }
    fulltextTimer = setTimeout(async () => {
      try {
        const pages = await searchSpeciesPages(term.trim());
        if (term !== latestTerm) return;
        // Species already shown as name matches are not listed twice.
        renderFulltext(pages, new Set(matches.slice(0, shown).map((card) => `/species/${encodeURIComponent(card.slug)}`)));
      } catch (error) {
        console.warn('Full-text search is unavailable', error);
      }
    }, FULLTEXT_DELAY_MS);
  };

  const search = async () => {
    const term = input.value;
    latestTerm = term;
    runFulltext(term);
    const cards = await loadCatalogue();
    if (term !== latestTerm) return;
    matches = filter(cards, term);
    count.textContent = speciesFound(matches.length);
    grid.replaceChildren();
    showMatches(0, pageSize);
  };

  input.addEventListener('input', () => void search());
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    void search();
  });
  more.addEventListener('click', async () => {
    if (matches.length === 0 && !input.value) matches = await loadCatalogue();
    showMatches(shown, shown + pageSize);
  });
  const initial = new URLSearchParams(location.search).get('q');
  if (initial) {
    input.value = initial;
    void search();
  }
}
retryFailedUploads();
