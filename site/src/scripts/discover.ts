import { speciesPath } from '@catalogue/model/catalogue';
import { isBlankQuery, queryString, readQuery, type DiscoverQuery } from '@catalogue/discover/discover-filter';
import {
  CARD_CHUNK,
  cardsPath,
  filesForQuery,
  FILTERS_PATH,
  matchPositions,
  namesPath,
  type CardsFile,
  type FiltersFile,
  type NamesFile,
  type ShownCard,
} from '@catalogue/discover/discover-index';
import { photoCount, speciesFound } from '@catalogue/discover/discover-text';
import { statusBadgeColour } from '@catalogue/components/result/helpers';
import { searchSpeciesPages, type PagefindPage } from './discover-fulltext';
import { retryFailedUploads } from './upload-images';

const FULLTEXT_DELAY_MS = 250;

type IndexFile = NamesFile | FiltersFile | CardsFile;

/**
 * Discover in the browser: the name search and the filters over the static files of discover-index.ts (a search
 * reads the filters file, which lists the names files, then the names file of each of its words, and the results the chunks of cards they
 * show), kept in the URL query; Pagefind's full-text results below. Plain DOM, no framework.
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

  // Discover's order when the page was made; files read later may name a newer one (a publish since).
  let version = root.dataset.version ?? '';
  let total = Number(root.dataset.total);
  /** Files of the search index read so far, by path; null for one that does not exist (no word starts so). */
  const files = new Map<string, Promise<IndexFile | null>>();
  const read = <T extends IndexFile>(path: string, reload: boolean): Promise<T | null> => {
    let file = files.get(path);
    if (!file) {
      file = fetch(path, reload ? { cache: 'no-cache' } : undefined).then((response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json() as Promise<IndexFile>;
      });
      files.set(path, file);
      file.catch(() => files.delete(path)); // the next search tries again
    }
    return file as Promise<T | null>;
  };
  /** Reads files; when they name another order than the one known (a publish since), all are read again. */
  const readAll = async <T extends IndexFile>(paths: string[]): Promise<Array<T | null>> => {
    for (let attempt = 0; ; attempt++) {
      const found = await Promise.all(paths.map((path) => read<T>(path, attempt > 0)));
      const versions = new Set(found.flatMap((file) => (file ? [file.v] : [])));
      if (versions.size === 0 || (versions.size === 1 && versions.has(version))) return found;
      if (versions.size === 1 && attempt > 0) {
        // Consistent again, in a newer order: everything read before belongs to the old one.
        const [file] = found.filter(Boolean);
        version = file!.v;
        total = file!.n;
        for (const path of [...files.keys()]) if (!paths.includes(path)) files.delete(path);
        stale = true;
        return found;
      }
      if (attempt === 3) throw new Error('the species list kept changing while it was read');
      for (const path of paths) files.delete(path);
    }
  };
  /** Set when the order changed under the results shown: the next Show more starts them over. */
  let stale = false;

  /** The positions of the cards matching the query, in Discover's order. */
  const findPositions = async (current: DiscoverQuery): Promise<number[]> => {
    const needed = filesForQuery(current);
    if (needed.names.length === 0 && !needed.filters) return Array.from({ length: total }, (_, position) => position);
    // The filters file lists the names files there are: a word that starts no name asks for none.
    const [listed] = await readAll<FiltersFile>([FILTERS_PATH]);
    const existing = new Set(listed?.names ?? []);
    const keys = needed.names.filter((key) => existing.has(key));
    const found = await readAll([...keys.map(namesPath), FILTERS_PATH]);
    const names = new Map(keys.map((key, i) => [key, found[i] as NamesFile | null]));
    const filters = found.at(-1) as FiltersFile | null;
    return matchPositions(total, current, names, filters ?? { v: version, n: 0, groups: [], statuses: [], codes: '', names: [] });
  };
  /** The cards at these positions, read from their chunks. */
  const cardsAt = async (positions: number[]): Promise<ShownCard[]> => {
    const chunks = [...new Set(positions.map((position) => Math.floor(position / CARD_CHUNK)))];
    const found = await readAll<CardsFile>(chunks.map(cardsPath));
    const byChunk = new Map(chunks.map((chunk, i) => [chunk, found[i]?.cards ?? []]));
    return positions.flatMap((position) => byChunk.get(Math.floor(position / CARD_CHUNK))?.[position % CARD_CHUNK] ?? []);
  };

  /** The positions matching the search and filters; null while the page's own first cards are shown unfiltered. */
  let matches: number[] | null = null;
  let shown = grid.children.length;
  let run = 0;
  let fulltextTimer: ReturnType<typeof setTimeout> | undefined;
  let fulltextTerm = '';
  /** Pagefind's pages for fulltextTerm; listed again whenever the cards change, as either may come first. */
  let fulltextPages: PagefindPage[] = [];

  const query = (): DiscoverQuery => ({ q: input.value, status: status.value, group: group.value });

  const cardElement = (card: ShownCard) => {
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

  /** Appends the next page of the matches; returns the first card added, or null when the run was overtaken. */
  const showNext = async (positions: number[], id: number) => {
    const cards = await cardsAt(positions.slice(shown, shown + pageSize));
    if (id !== run) return null;
    const added = cards.map(cardElement);
    grid.append(...added);
    shown += added.length;
    renderFulltext();
    more.hidden = shown >= positions.length;
    return added[0];
  };

  const renderFulltext = () => {
    // Species already shown as cards are not listed twice.
    const shownLinks = new Set([...grid.querySelectorAll('[data-card-link]')].map((link) => link.getAttribute('href')));
    const items = fulltextPages
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
    fulltextPages = [];
    clearTimeout(fulltextTimer);
    if (term.length < 2) {
      fulltext.hidden = true;
      return;
    }
    fulltextTimer = setTimeout(async () => {
      try {
        const pages = await searchSpeciesPages(term);
        if (term !== fulltextTerm) return;
        fulltextPages = pages;
        renderFulltext();
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
    const found = await findPositions(current);
    if (id !== run) return;
    stale = false;
    matches = found;
    count.textContent = speciesFound(found.length);
    noMatch.hidden = found.length > 0;
    shown = 0;
    const cards = await cardsAt(found.slice(0, pageSize));
    if (id !== run) return;
    grid.replaceChildren(...cards.map(cardElement));
    shown = cards.length;
    more.hidden = shown >= found.length;
    renderFulltext();
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
  let loadingMore = false;
  more.addEventListener('click', async () => {
    if (loadingMore) return; // a second click while the page is read would add it twice
    loadingMore = true;
    const id = run;
    try {
      matches ??= Array.from({ length: total }, (_, position) => position);
      const first = await showNext(matches, id);
      if (stale) {
        // The list changed since these results were found: find them again in the new order.
        await update();
        return;
      }
      // Keyboard users go on from the first new card rather than from a button that may disappear.
      first?.querySelector('a')?.focus();
    } catch (error) {
      console.warn('The species list could not be loaded', error);
    } finally {
      loadingMore = false;
    }
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
