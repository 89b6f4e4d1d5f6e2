import { speciesPath } from '@catalogue/model/catalogue';
import { isBlankQuery, queryString, readQuery, type DiscoverQuery } from '@catalogue/discover/discover-filter';
import {
  cardsPath,
  filesForQuery,
  FIRST_CHUNK,
  hasNamesFile,
  inChunkOrder,
  KEYS_PATH,
  matchCards,
  namesPath,
  type CardList,
  type CardRef,
  type CardsFile,
  type KeysFile,
  type NamesFile,
  type ShownCard,
} from '@catalogue/discover/discover-index';
import { discoverWords } from './discover-words';
import type { NamedCard } from '@catalogue/discover/name-index';
import { statusBadgeColour } from '@catalogue/components/result/helpers';
import { searchSpeciesPages, type PagefindPage } from './discover-fulltext';
import { heldCards, heldNameIndex, keepNameIndex, type HeldCard } from './discover-offline';
import { retryFailedUploads } from './upload-images';

const FULLTEXT_DELAY_MS = 250;
/**
 * A key typed this soon after the one before: the search's count is found at once, its cards read once the keys
 * pause this long (no chunks read for a word still being typed; the names files are read either way).
 */
const TYPING_MS = 120;
/** Times a search reads its files again when they disagree (a publish between two reads) before it gives up. */
const READS = 3;

type IndexFile = NamesFile | CardList | CardsFile | KeysFile;

/** Files that disagree: a result names a chunk that is gone or a key its chunk does not have (a publish since). */
class ListChanged extends Error {}
/** A file neither the network nor this device's copies could give: offline, and never kept. */
class Unreachable extends Error {}

/**
 * Discover in the browser: the name search and the filters over the static files of discover-index.ts (a search
 * reads the names file of each of its words and the file of each filter chosen, then the chunks of the cards it
 * shows; browsing without one follows the chunks from the first), kept in the URL query; Pagefind's full-text
 * results below. Plain DOM, no framework.
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
  const words = discoverWords(root);
  const pageSize = Number(root.dataset.pageSize);

  /** Files of the search index read so far, by path; null for one that does not exist (no word has that key). */
  const files = new Map<string, Promise<IndexFile | null>>();
  /** Set once files disagreed: from then on every file is asked of the server again (not of the HTTP cache). */
  let reload = false;
  const read = <T extends IndexFile>(path: string): Promise<T | null> => {
    let file = files.get(path);
    if (!file) {
      file = fetch(path, reload ? { cache: 'no-cache' } : undefined).then(
        (response) => {
          if (response.status === 404) return null;
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          return response.json() as Promise<IndexFile>;
        },
        (error) => {
          throw new Unreachable(`${path} could not be read`, { cause: error });
        },
      );
      files.set(path, file);
      file.catch(() => files.delete(path)); // the next search tries again
    }
    return file as Promise<T | null>;
  };
  /** Runs `work` again with every file read afresh when the files it read disagree. */
  const consistent = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof ListChanged) || attempt === READS) throw error;
        files.clear();
        reload = true;
      }
    }
  };

  /** The cards matching the query, in Discover's order of chunks; null for none asked (every card). */
  const findCards = async (current: DiscoverQuery): Promise<CardRef[] | null> => {
    const needed = filesForQuery(current);
    const filter = (key: string | null) => (key ? read<CardList>(namesPath(key)) : Promise.resolve(null));
    // The list of names files first: a word no name has asks for no file.
    const names = async () => {
      const keys = needed.names.length ? await read<KeysFile>(KEYS_PATH) : null;
      return Promise.all(needed.names.map((key) => (keys && hasNamesFile(keys, key) ? read<NamesFile | CardList>(namesPath(key)) : null)));
    };
    const [found, groupFile, statusFile] = await Promise.all([names(), filter(needed.group), filter(needed.status)]);
    return matchCards(current, new Map(needed.names.map((key, i) => [key, found[i]!])), groupFile, statusFile);
  };
  /** A chunk's cards; ListChanged when it is gone. */
  const chunk = async (name: string): Promise<CardsFile> => {
    const file = await read<CardsFile>(cardsPath(name));
    if (!file) throw new ListChanged(`chunk ${name} is gone`);
    return file;
  };
  /**
   * The cards of results [from, to), in Discover's order: the chunks of those results are read and each chunk's
   * results put in its order, in place (a chunk's results are next to each other), so later pages go on from them.
   */
  const cardsOf = async (refs: CardRef[], from: number, to: number): Promise<ShownCard[]> => {
    let start = from;
    while (start > 0 && refs[start - 1]!.chunk === refs[from]!.chunk) start--;
    let end = Math.min(to, refs.length);
    while (end < refs.length && refs[end]!.chunk === refs[end - 1]!.chunk) end++;
    const names = [...new Set(refs.slice(start, end).map((ref) => ref.chunk))];
    const read = new Map(await Promise.all(names.map(async (name) => [name, await chunk(name)] as const)));
    const ordered = inChunkOrder(refs.slice(start, end), (name) => read.get(name)?.cards.map((card) => card.k));
    refs.splice(start, ordered.length, ...ordered);
    return refs.slice(from, Math.min(to, refs.length)).map((ref) => {
      const card = read.get(ref.chunk)!.cards.find((shown) => shown.k === ref.key);
      if (!card) throw new ListChanged(`chunk ${ref.chunk} has no card ${ref.key}`);
      return card;
    });
  };
  /**
   * `count` cards of the whole list from `skip` on, following the chunks from the first, and the list's length. The
   * card before them must be `after` (the last one shown), else the list changed under the page: ListChanged.
   */
  const browse = async (skip: number, count: number, after?: string): Promise<{ cards: ShownCard[]; total: number }> => {
    const cards: ShownCard[] = [];
    let seen = 0;
    let total = 0;
    for (let name: string | null = FIRST_CHUNK; name && cards.length < count; ) {
      const file = await chunk(name);
      total = file.total ?? total;
      for (const card of file.cards) {
        if (seen === skip - 1 && after !== undefined && card.slug !== after) throw new ListChanged('the list moved');
        if (seen++ >= skip && cards.length < count) cards.push(card);
      }
      name = file.next;
    }
    return { cards, total };
  };

  /** The cards matching the search and filters; null while every card is shown (no search, no filter). */
  let matches: CardRef[] | null = null;
  /** Offline, the matches found in the name index this device keeps; null while the search's own files answer. */
  let held: NamedCard[] | null = null;
  /** Every card's count, for browsing without a search: the page's, then the first chunk's. */
  let total = Number(root.dataset.total);
  /** The slug of the last card shown, to notice a list that changed under the page while browsing. */
  const lastShown = () => grid.querySelector<HTMLAnchorElement>('li:last-child [data-card-link]')?.getAttribute('href')?.split('/').pop();
  let shown = grid.children.length;
  let run = 0;
  let fulltextTimer: ReturnType<typeof setTimeout> | undefined;
  let fulltextTerm = '';
  /** Pagefind's pages for fulltextTerm; listed again whenever the cards change, as either may come first. */
  let fulltextPages: PagefindPage[] = [];

  const query = (): DiscoverQuery => ({ q: input.value, status: status.value, group: group.value });

  const cardElement = (card: ShownCard | HeldCard) => {
    const element = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const field = <T extends Element = HTMLElement>(name: string) => part<T>(`card-${name}`, element);
    field<HTMLAnchorElement>('link').href = words.address(speciesPath(card.slug));
    field('name').textContent = words.name(card);
    const scientific = field('scientific');
    scientific.textContent = card.scientificName ?? '';
    scientific.parentElement!.hidden = !card.scientificName;
    const photos = field('photos');
    photos.hidden = card.photos === null;
    if (card.photos !== null) photos.textContent = words.photos(card.photos);
    const badgeBox = field('status');
    badgeBox.hidden = !card.status;
    if (card.status) {
      const badge = part('status-colour', badgeBox);
      const colour = statusBadgeColour(card.status);
      badge.textContent = words.status(card.status);
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
  const showNext = async (id: number) => {
    const cards = matches ? await cardsOf(matches, shown, shown + pageSize) : (await browse(shown, pageSize, lastShown())).cards;
    if (id !== run) return null;
    const added = cards.map(cardElement);
    grid.append(...added);
    shown += added.length;
    renderFulltext();
    more.hidden = shown >= (matches?.length ?? total);
    return added[0];
  };

  const renderFulltext = () => {
    // Species already shown as cards are not listed twice.
    const shownLinks = new Set([...grid.querySelectorAll('[data-card-link]')].map((link) => link.getAttribute('href')));
    const items = fulltextPages
      .filter((page) => !shownLinks.has(words.address(page.url.replace(/\/$/, ''))))
      .map((page) => {
        const item = document.createElement('li');
        // Pagefind indexes the English pages (decision 131): the result links to the page in Discover's language.
        const link = Object.assign(document.createElement('a'), { href: words.address(page.url) });
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
        // Which term the list answers, found or not: a test or a benchmark knows the search is done.
        fulltext.dataset.searched = term;
      } catch (error) {
        console.warn('Full-text search is unavailable', error);
      }
    }, FULLTEXT_DELAY_MS);
  };

  /** In place of the count, what an answer from this device's files is: never a count that may not be true. */
  const showOffline = (cards: ShownCard[], found: CardRef[] | null) => {
    matches = found;
    held = null;
    count.textContent = cards.length > 0 ? words.offlinePartial : words.needsConnection;
    noMatch.hidden = true;
    grid.replaceChildren(...cards.map(cardElement));
    shown = cards.length;
    more.hidden = true;
    renderFulltext();
  };

  /** Offline, the answer of the name index this device keeps: the true count, and the cards it can show. */
  const showHeld = async (found: NamedCard[], id: number) => {
    const cards = await heldCards(found.slice(0, pageSize));
    if (id !== run) return;
    held = found;
    matches = null;
    count.textContent = words.offlineFound(found.length);
    noMatch.hidden = found.length > 0;
    grid.replaceChildren(...cards.map(cardElement));
    shown = cards.length;
    more.hidden = shown >= found.length;
    renderFulltext();
  };
  /** Show more, offline: the next page of the name index's matches. */
  const showNextHeld = async (found: NamedCard[], id: number) => {
    const cards = await heldCards(found.slice(shown, shown + pageSize));
    if (id !== run) return null;
    const added = cards.map(cardElement);
    grid.append(...added);
    shown += added.length;
    more.hidden = shown >= found.length;
    renderFulltext();
    return added[0];
  };

  /**
   * Offline, a search some of whose files this device never kept: answered in full from the name index when the
   * device keeps it; else the cards it has of the matches (one page at most), said to be what the device has, and
   * without the search's names files, that it needs a connection.
   */
  const answerOffline = async (current: DiscoverQuery, id: number) => {
    const index = await heldNameIndex();
    if (index) return showHeld(index.find(current), id);
    const found = await findCards(current).catch((error) => {
      if (error instanceof Unreachable) return null;
      throw error;
    });
    const cards: ShownCard[] = [];
    for (const name of new Set(found?.map((ref) => ref.chunk))) {
      if (cards.length >= pageSize) break;
      const file = await read<CardsFile>(cardsPath(name)).catch(() => null);
      const keys = new Set(found!.filter((ref) => ref.chunk === name).map((ref) => ref.key));
      cards.push(...(file?.cards.filter((card) => keys.has(card.k)) ?? []));
    }
    if (id === run) showOffline(cards.slice(0, pageSize), found);
  };

  const update = async (typing = false) => {
    const current = query();
    history.replaceState(history.state, '', `${location.pathname}${queryString(current)}${location.hash}`);
    runFulltext(current.q);
    const id = ++run;
    try {
      await showAnswer(current, id, typing);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      await answerOffline(current, id);
    }
  };

  const showAnswer = async (current: DiscoverQuery, id: number, typing: boolean) => {
    const { found, cards, counted } = await consistent(async (): Promise<{ found: CardRef[] | null; cards: ShownCard[]; counted?: number }> => {
      const found = await findCards(current);
      if (typing && id === run) await new Promise((resolve) => setTimeout(resolve, TYPING_MS));
      if (id !== run) return { found, cards: [] }; // typed on: the cards of this search are not shown
      if (found) return { found, cards: await cardsOf(found, 0, pageSize) };
      const every = await browse(0, pageSize);
      return { found, cards: every.cards, counted: every.total };
    });
    if (id !== run) return;
    matches = found;
    held = null;
    if (counted !== undefined) total = counted;
    const length = found?.length ?? total;
    count.textContent = words.found(length);
    noMatch.hidden = length > 0;
    grid.replaceChildren(...cards.map(cardElement));
    shown = cards.length;
    more.hidden = shown >= length;
    renderFulltext();
  };
  const search = (typing = false) => void update(typing).catch((error) => console.warn('The species list could not be loaded', error));

  let keyAt = -Infinity;
  input.addEventListener('input', () => {
    const now = performance.now();
    search(now - keyAt < TYPING_MS);
    keyAt = now;
  });
  status.addEventListener('change', () => search());
  group.addEventListener('change', () => search());
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
      const first = held ? await showNextHeld(held, id) : await showNext(id);
      // Keyboard users go on from the first new card rather than from a button that may disappear.
      first?.querySelector('a')?.focus();
    } catch (error) {
      if (error instanceof Unreachable) {
        // Offline, the next cards were never kept: the count no longer says what can be shown.
        count.textContent = words.offlinePartial;
        more.hidden = true;
        return;
      }
      if (error instanceof ListChanged) {
        // The list changed since these results were found: find them again, every file read afresh.
        files.clear();
        reload = true;
        await update().catch((error) => console.warn('The species list could not be loaded', error));
        return;
      }
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
  void keepNameIndex().catch(() => {}); // not kept: offline, a search says what the device has, as before
}

const root = document.querySelector<HTMLElement>('[data-discover]');
if (root) initDiscover(root);
retryFailedUploads();
