import { speciesPath } from '../catalogue/catalogue';
import { filterCards, isBlankQuery, queryString, readQuery, type DiscoverQuery } from '../catalogue/discover-filter';
import type { DiscoverCard } from '../components/discover/SpeciesCard';
import { photoCount, speciesFound } from '../components/discover/discover-text';
import { statusBadgeColour } from '../ui/result/helpers';
import { searchSpeciesPages, type PagefindPage } from './discover-fulltext';
import { retryFailedUploads } from './upload-images';

const FULLTEXT_DELAY_MS = 250;

/**
 * Discover in the browser: the name search and the filters over /discover/catalogue.json (loaded on the first
 * search, filter or "Show more"), kept in the URL query; Pagefind's full-text results below. Plain DOM, no framework.
 */
export function initDiscover(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-discover-search]');
  if (!input) return; // the empty catalogue: nothing to search
  const part = <T extends Element = HTMLElement>(name: string, within: ParentNode = root) => within.querySelector<T>(`[data-${name}]`)!;
  const status = part<HTMLSelectElement>('discover-filter="status"');
  const group = part<HTMLSelectElement>('discover-filter="group"');
  const count = part('discover-count');
  const grid = part('discover-grid');
  const more = part<HTMLButtonElement>('discover-more');
  const noMatch = part('discover-no-match');
  const template = part<HTMLTemplateElement>('card-template');
  const fulltext = part('discover-fulltext');
  const fulltextList = part('discover-fulltext-list');
  const pageSize = Number(root.dataset.pageSize);

  let catalogue: Promise<DiscoverCard[]> | undefined;
  const loadCatalogue = () =>
    (catalogue ??= fetch('/discover/catalogue.json')
      .then((response) => response.json() as Promise<DiscoverCard[]>)
      .catch((error) => {
        catalogue = undefined; // the next search tries again
        throw error;
      }));
  /** The cards matching the search and filters; null while the page's own first cards are shown unfiltered. */
  let matches: DiscoverCard[] | null = null;
  let shown = grid.children.length;
  let run = 0;
  let fulltextTimer: ReturnType<typeof setTimeout> | undefined;
  let fulltextTerm = '';

  const query = (): DiscoverQuery => ({ q: input.value, status: status.value, group: group.value });

  const cardElement = (card: DiscoverCard) => {
    const element = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const field = <T extends Element = HTMLElement>(name: string) => part<T>(`card-${name}`, element);
    field<HTMLAnchorElement>('link').href = speciesPath(card.slug);
    field('name').textContent = card.name;
    const scientific = field('scientific');
    scientific.textContent = card.scientificName ?? '';
    scientific.parentElement!.hidden = !card.scientificName;
    field('photos').textContent = photoCount(card.photos);
    const badgeBox = field('status');
    badgeBox.hidden = !card.status;
    if (card.status) {
      const badge = part('status-colour', badgeBox);
      const colour = statusBadgeColour(card.status);
      badge.textContent = card.status;
      badge.className = `rd-badge rd-badge-${colour.name}`;
      badge.dataset.statusColour = colour.name;
      Object.assign(badge.style, { background: colour.background, color: colour.color });
    }
    // Sources first: the image picks its file when its src is set.
    for (const type of ['avif', 'webp'] as const) {
      const srcset = card.image?.[type];
      const source = field<HTMLSourceElement>(type);
      if (srcset) source.srcset = srcset;
      else source.remove();
    }
    const image = field<HTMLImageElement>('image');
    if (card.image) {
      image.src = card.image.src;
      image.hidden = false;
    }
    return element;
  };

  /** Appends the next page of `cards`; returns the first card added. */
  const showNext = (cards: DiscoverCard[]) => {
    const added = cards.slice(shown, shown + pageSize).map(cardElement);
    grid.append(...added);
    shown += added.length;
    more.hidden = shown >= cards.length;
    return added[0];
  };

  const renderFulltext = (pages: PagefindPage[]) => {
    // Species already shown as cards are not listed twice.
    const shownLinks = new Set([...grid.querySelectorAll('[data-card-link]')].map((link) => link.getAttribute('href')));
    const items = pages
      .filter((page) => !shownLinks.has(page.url.replace(/\/$/, '')))
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

  const runFulltext = (raw: string) => {
    const term = raw.trim();
    if (term === fulltextTerm) return;
    fulltextTerm = term;
    clearTimeout(fulltextTimer);
    if (term.length < 2) {
      fulltext.hidden = true;
      return;
    }
    fulltextTimer = setTimeout(async () => {
      try {
        const pages = await searchSpeciesPages(term);
        if (term === fulltextTerm) renderFulltext(pages);
      } catch (error) {
        console.warn('Full-text search is unavailable', error);
      }
    }, FULLTEXT_DELAY_MS);
  };

  const update = async () => {
    const current = query();
    history.replaceState(history.state, '', `${location.pathname}${queryString(current)}${location.hash}`);
    runFulltext(current.q);
    const id = ++run;
    const cards = await loadCatalogue();
    if (id !== run) return;
    matches = filterCards(cards, current);
    count.textContent = speciesFound(matches.length);
    noMatch.hidden = matches.length > 0;
    grid.replaceChildren();
    shown = 0;
    showNext(matches);
  };
  const search = () => void update().catch((error) => console.warn('The species list could not be loaded', error));

  input.addEventListener('input', search);
  status.addEventListener('change', search);
  group.addEventListener('change', search);
  input.form!.addEventListener('submit', (event) => {
    event.preventDefault();
    search();
  });
  part('discover-clear').addEventListener('click', () => {
    input.value = status.value = group.value = '';
    search();
    input.focus();
  });
  more.addEventListener('click', async () => {
    const id = run;
    const cards = matches ?? (await loadCatalogue());
    if (id !== run) return;
    matches = cards;
    // Keyboard users go on from the first new card rather than from a button that may disappear.
    showNext(cards)?.querySelector('a')?.focus();
  });

  // A shared link: ?q=&status=&group=. Values the page has no option for are dropped.
  const initial = readQuery(location.search);
  input.value = initial.q;
  for (const [select, value] of [[status, initial.status], [group, initial.group]] as const) {
    select.value = value;
    if (select.value !== value) select.value = '';
  }
  if (!isBlankQuery(query())) search();
}

const root = document.querySelector<HTMLElement>('[data-discover]');
if (root) initDiscover(root);
retryFailedUploads();
