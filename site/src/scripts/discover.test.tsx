import { afterEach, beforeAll, describe, expect, jest, mock, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { discoverIndexFiles } from '@catalogue/discover/discover-index-files';
import { cardsPath, FIRST_CHUNK, namesKey, namesPath, type CardsFile } from '@catalogue/discover/discover-index';
import { NAME_INDEX_PATH } from '@catalogue/discover/name-index';
import { photoCount } from '@catalogue/discover/discover-text';
import type { SeaLifeGroup } from '@catalogue/model/groups';
import type { PagefindPage } from './discover-fulltext';
import { DiscoverBody } from '@catalogue/components/discover/DiscoverBody';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import type { Language } from '@rules/languages';

// Pagefind is not part of these tests: its answer is set by each test.
let fulltextPages: PagefindPage[] = [];
mock.module('./discover-fulltext', () => ({ searchSpeciesPages: async () => fulltextPages }));
let initDiscover: (root: HTMLElement) => void;
beforeAll(async () => {
  ({ initDiscover } = await import('./discover'));
});

const GROUPS: SeaLifeGroup[] = ['fishes', 'sharks-rays', 'molluscs'];
const STATUSES = ['Least Concern', 'Vulnerable', 'Endangered (EN)', 'Rare-ish', null];

/** 30 pages: every third a shark, fish or mollusc; statuses cycle through five; even ones have AVIF and WebP. */
const cards: DiscoverCard[] = Array.from({ length: 30 }, (_, i) => ({
  slug: `species-${i}`,
  name: `${['Blue', 'Spotted', 'Golden'][i % 3]} ${['Damsel', 'Ray', 'Slug'][i % 3]} ${i}`,
  scientificName: i === 5 ? null : `Genus${i} epithet`,
  rank: 'Species',
  status: STATUSES[i % 5]!,
  statusSource: STATUSES[i % 5] ? 'worms-iucn' : null,
  photos: i % 4,
  group: GROUPS[i % 3]!,
  image: i === 7 ? null : { src: `/uploads/${i}.jpg`, ...(i % 2 === 0 ? { avif: `/thumbs/${i}.avif 280w`, webp: `/thumbs/${i}.webp 280w` } : {}) },
  terms: i === 12 ? 'nudibranchia|chromodorididae' : '',
}));

let requests: string[] = [];
/** Discover made from `list`; the server's files are made from `served` (a publish since the page was loaded). */
const mount = (list: DiscoverCard[], search = '', served = list, language: Language = 'en') => {
  history.replaceState(null, '', `/discover${search}`);
  requests = [];
  // The files the build writes for these cards, as the server answers them (404 for a names file no word has).
  const files = discoverIndexFiles(served);
  globalThis.fetch = (async (url: string) => {
    requests.push(String(url));
    const file = files.get(String(url).slice(1));
    return file ? new Response(file) : new Response('{}', { status: 404 });
  }) as unknown as typeof fetch;
  document.body.innerHTML = renderToStaticMarkup(<DiscoverBody cards={list} language={language} />);
  initDiscover(document.querySelector<HTMLElement>('[data-discover]')!);
};
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets the page do all it can without its clock moving: every file answered, every promise settled (20 turns of the
 * event loop, far more than its longest chain of reads). */
const idle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const gridCards = () => [...document.querySelectorAll<HTMLElement>('[data-discover-grid] > li')];
const names = () => gridCards().map((card) => card.querySelector('[data-card-name]')!.textContent);
const count = () => $('[data-discover-count]').textContent;
const more = () => $<HTMLButtonElement>('[data-discover-more]');
const type = async (text: string) => {
  const input = $<HTMLInputElement>('#species-search');
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(150); // past the pause of a visitor still typing
};
const choose = async (id: string, value: string) => {
  const select = $<HTMLSelectElement>(id);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
};
const options = (id: string) => [...document.querySelectorAll<HTMLOptionElement>(`${id} option`)].map((option) => [option.value, option.textContent]);

afterEach(() => {
  document.body.innerHTML = '';
  fulltextPages = [];
});

describe('Discover', () => {
  test('the static page: 24 cards with picture, names, badge and photo count; labelled filters of what is present', () => {
    mount(cards);
    expect(count()).toBe('30 species found');
    expect(gridCards()).toHaveLength(24);
    expect(more().hidden).toBe(false);
    expect($('[data-discover-no-match]').hidden).toBe(true);
    expect(requests).toEqual([]);

    const [first, second] = gridCards();
    const images = gridCards().map((card) => card.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(20).fill('lazy')]);
    expect(images[0]!.getAttribute('width')).toBe('400');
    expect(images[0]!.getAttribute('height')).toBe('300');
    expect(first!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe('/thumbs/0.avif 280w');
    expect(first!.querySelector('source[type="image/webp"]')!.getAttribute('sizes')).toBe('(max-width: 600px) 50vw, 280px');
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('/uploads/0.jpg');
    expect(second!.querySelectorAll('source')).toHaveLength(0);
    expect(gridCards()[7]!.querySelector('img')!.hidden).toBe(true);

    expect(first!.querySelector('a')!.getAttribute('href')).toBe('/species/species-0');
    expect(first!.querySelector('.rd-badge')!.textContent).toBe('Least Concern');
    expect(first!.querySelector<HTMLElement>('[data-card-status]')!.hidden).toBe(false);
    expect(gridCards()[4]!.querySelector<HTMLElement>('[data-card-status]')!.hidden).toBe(true);
    expect(gridCards()[1]!.querySelector('[data-card-photos]')!.textContent).toBe('1 photo');
    expect(gridCards()[3]!.querySelector('[data-card-photos]')!.textContent).toBe('3 photos');

    expect($('label[for="species-status"]').textContent).toBe('IUCN category');
    expect($('label[for="species-group"]').textContent).toBe('Group');
    expect(options('#species-status')).toEqual([
      ['', 'All categories'],
      ['endangered', 'Endangered'],
      ['vulnerable', 'Vulnerable'],
      ['least-concern', 'Least Concern'],
      ['other', 'Other'],
    ]);
    expect(options('#species-group')).toEqual([
      ['', 'All groups'],
      ['sharks-rays', 'Sharks and rays'],
      ['fishes', 'Fishes'],
      ['molluscs', 'Molluscs'],
    ]);
    expect($('[data-discover-count]').getAttribute('aria-live')).toBe('polite');
  });

  test('the template card has every part of a static card', () => {
    mount(cards);
    const parts = (root: ParentNode) => [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('data-card'))).sort();
    const template = $<HTMLTemplateElement>('[data-card-template]').content;
    expect(parts(template)).toEqual(parts(gridCards()[0]!));
    expect(template.querySelector('.rd-badge')).not.toBeNull();
  });

  test('Show more, before any search, follows the chunks of cards from the first and appends the next ones; focus moves to the first new card', async () => {
    mount(cards);
    more().click();
    await settle();
    expect(requests[0]).toBe(cardsPath(FIRST_CHUNK));
    expect(requests.every((path) => path.startsWith('/discover/cards/'))).toBe(true);
    expect(gridCards()).toHaveLength(30);
    expect(names().slice(22, 26)).toEqual(['Spotted Ray 22', 'Golden Slug 23', 'Blue Damsel 24', 'Spotted Ray 25']);
    expect(more().hidden).toBe(true);
    expect(count()).toBe('30 species found');
    expect(document.activeElement).toBe(gridCards()[24]!.querySelector('a'));
  });

  test('no Show more with 24 pages or fewer', () => {
    mount(cards.slice(0, 24));
    expect(more().hidden).toBe(true);
  });

  test('search and both filters combine; the count is the cards matching; the URL follows', async () => {
    mount(cards);
    await choose('#species-group', 'sharks-rays');
    expect(count()).toBe('10 species found');
    expect(gridCards()).toHaveLength(10);
    expect(more().hidden).toBe(true);
    expect(location.search).toBe('?group=sharks-rays');

    await choose('#species-status', 'vulnerable');
    // Rays are i = 1, 4, 7, …; Vulnerable is i % 5 = 1: 1, 16.
    expect(names()).toEqual(['Spotted Ray 1', 'Spotted Ray 16']);
    expect(count()).toBe('2 species found');

    await type('RAY 16');
    expect(names()).toEqual(['Spotted Ray 16']);
    expect(count()).toBe('1 species found');
    expect(location.search).toBe('?q=RAY+16&status=vulnerable&group=sharks-rays');

    // A card made from the template: badge coloured like the static one, sources only when it has them.
    const card = gridCards()[0]!;
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/species/species-16');
    expect(card.querySelector('.rd-badge')!.className).toBe('rd-badge rd-badge-yellow');
    expect(card.querySelector<HTMLElement>('.rd-badge')!.textContent).toBe('Vulnerable');
    expect(card.querySelector<HTMLElement>('[data-card-status]')!.hidden).toBe(false);
    expect(card.querySelector('[data-card-photos]')!.textContent).toBe('0 photos');
    expect(card.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe('/thumbs/16.avif 280w');
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/uploads/16.jpg');
    expect(card.querySelector('img')!.hidden).toBe(false);

    await choose('#species-status', 'other');
    await type('');
    // Rays whose status is "Rare-ish" (i % 5 = 3) or none (i % 5 = 4): 4, 13, 19, 28.
    expect(names()).toEqual(['Spotted Ray 4', 'Spotted Ray 13', 'Spotted Ray 19', 'Spotted Ray 28']);
    expect(gridCards()[0]!.querySelector<HTMLElement>('[data-card-status]')!.hidden).toBe(true);
    expect(gridCards()[0]!.querySelectorAll('source')).toHaveLength(2);
    expect(gridCards()[1]!.querySelectorAll('source')).toHaveLength(0);
  });

  test("the cards a search writes name their IUCN category in the page's language, as the page's own cards do", async () => {
    mount(cards, '', cards, 'de');
    const badges = () => gridCards().flatMap((card) => (card.querySelector<HTMLElement>('[data-card-status]')!.hidden ? [] : [card.querySelector('.rd-badge')!.textContent]));
    expect(badges().slice(0, 3)).toEqual(['Nicht gefährdet', 'Gefährdet', 'Stark gefährdet (EN)']);
    await choose('#species-group', 'sharks-rays');
    // Rays with a status are i = 1 (Vulnerable), 7 (Endangered (EN)), 10 (Least Concern), 13 ("Rare-ish": as written).
    expect(badges().slice(0, 4)).toEqual(['Gefährdet', 'Stark gefährdet (EN)', 'Nicht gefährdet', 'Rare-ish']);
  });

  test('the search also matches the scientific name and other names; Show more pages through matches', async () => {
    mount(cards);
    await type('chromodorid');
    expect(names()).toEqual(['Blue Damsel 12']);
    // Any part of a word: "odorid" is inside Chromodorididae, "ibranch" inside Nudibranchia.
    await type('odorid');
    expect(names()).toEqual(['Blue Damsel 12']);
    await type('IBRANCH');
    expect(names()).toEqual(['Blue Damsel 12']);
    await type('GENUS');
    expect(count()).toBe('29 species found');
    expect(gridCards()).toHaveLength(24);
    expect(more().hidden).toBe(false);
    more().click();
    await settle();
    expect(gridCards()).toHaveLength(29);
    expect(more().hidden).toBe(true);
    expect(gridCards().map((card) => card.querySelector('img')!.hidden)).toContain(true); // species-7 has no photo
  });

  test('nothing matching says so, apart from the empty catalogue; full-text results still show; Clear resets all', async () => {
    mount(cards);
    fulltextPages = [{ url: '/species/species-3/', excerpt: 'lives in <mark>kelp</mark>', meta: { title: 'Golden Slug 3' } }];
    await choose('#species-group', 'molluscs');
    await type('kelp');
    expect(count()).toBe('0 species found');
    expect(gridCards()).toHaveLength(0);
    expect($('[data-discover-no-match]').hidden).toBe(false);
    expect($('[data-discover-no-match] h2').textContent).toBe('No species match your search');
    expect(document.body.textContent).not.toContain('No Species Published Yet');
    expect(more().hidden).toBe(true);
    await settle(300);
    expect($('[data-discover-fulltext]').hidden).toBe(false);
    expect($('[data-discover-fulltext-list] a').getAttribute('href')).toBe('/species/species-3/');
    // The term the list answers: a search done, found or not.
    expect($('[data-discover-fulltext]').dataset.searched).toBe('kelp');

    $<HTMLButtonElement>('[data-discover-clear]').click();
    await settle();
    expect($<HTMLInputElement>('#species-search').value).toBe('');
    expect($<HTMLSelectElement>('#species-group').value).toBe('');
    expect($<HTMLSelectElement>('#species-status').value).toBe('');
    expect(document.activeElement).toBe($('#species-search'));
    expect(location.search).toBe('');
    expect(count()).toBe('30 species found');
    expect(gridCards()).toHaveLength(24);
    expect(more().hidden).toBe(false);
    expect($('[data-discover-no-match]').hidden).toBe(true);
    expect($('[data-discover-fulltext]').hidden).toBe(true);
  });

  test('a search whose words start no name asks for no names file, so nothing answers 404', async () => {
    mount(cards);
    await type('zzz qqq');
    expect(count()).toBe('0 species found');
    expect(requests).toEqual(['/discover/names/keys.json']);
    await type('slug zzz');
    expect(requests).toEqual(['/discover/names/keys.json', '/discover/names/slu.json']);
    expect(count()).toBe('0 species found');
  });

  test('keys typed in quick succession read the cards only once typing pauses', async () => {
    // The page's clock is the test's: keys come 10 ms apart and the pause is 150 ms, however busy the machine.
    jest.useFakeTimers();
    try {
      mount(cards);
      const input = $<HTMLInputElement>('#species-search');
      const key = async (text: string) => {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await idle();
        jest.advanceTimersByTime(10);
      };
      await key('go'); // the first key is not typed on from another: its cards come at once
      expect(names().every((name) => name!.startsWith('Golden'))).toBe(true);
      await key('s');
      await key('sp');
      await key('spo');
      expect(names().every((name) => name!.startsWith('Golden'))).toBe(true);
      jest.advanceTimersByTime(150);
      await idle();
      expect(count()).toBe('10 species found');
      expect(names().every((name) => name!.startsWith('Spotted'))).toBe(true);
      expect(requests.filter((path) => path.startsWith('/discover/names/'))).toEqual(['/discover/names/keys.json', '/discover/names/go.json', '/discover/names/sp.json', '/discover/names/spo.json']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a full-text result found before the cards of its search is listed once those cards are shown', async () => {
    mount(cards);
    fulltextPages = [{ url: '/species/species-2/', excerpt: 'lives in <mark>kelp</mark>', meta: { title: 'Golden Slug 2' } }];
    await type('Golden');
    await settle(300);
    expect(names()).toContain('Golden Slug 2');
    expect($('[data-discover-fulltext]').hidden).toBe(true); // already a card

    // The cards' files now come slower than Pagefind's answer (250 ms after typing).
    const served = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      await settle(400);
      return served(url);
    }) as unknown as typeof fetch;
    // A word found in a names file ("lug" of Slug) and in no card: its file comes after Pagefind's answer.
    await type('lugx');
    await settle(150);
    expect(names()).toContain('Golden Slug 2'); // the cards of the search before, still
    await settle(400);
    expect(gridCards()).toHaveLength(0);
    expect($('[data-discover-fulltext]').hidden).toBe(false);
    expect($('[data-discover-fulltext-list] a').getAttribute('href')).toBe('/species/species-2/');
  });

  test('a shared URL opens Discover filtered; values the page has no option for are dropped', async () => {
    mount(cards, '?q=damsel&group=fishes&status=extinct');
    await settle();
    expect($<HTMLInputElement>('#species-search').value).toBe('damsel');
    expect($<HTMLSelectElement>('#species-group').value).toBe('fishes');
    expect($<HTMLSelectElement>('#species-status').value).toBe('');
    expect(count()).toBe('10 species found');
    expect(gridCards()).toHaveLength(10);
    expect(location.search).toBe('?q=damsel&group=fishes');
  });

  test('files of a newer list than the page (a publish since) are read again and the results start over in it', async () => {
    const published: DiscoverCard = { ...cards[3]!, slug: 'new-species', name: 'Aaa First Published', scientificName: 'Newgenus novus', terms: '' };
    mount(cards, '', [published, ...cards]);
    more().click();
    await settle();
    // The card before the next ones is not the page's last: the list is read again, from the server.
    expect(requests.filter((path) => path === cardsPath(FIRST_CHUNK)).length).toBeGreaterThanOrEqual(2);
    expect(count()).toBe('31 species found');
    expect(gridCards()).toHaveLength(24);
    expect(names()[0]).toBe('Aaa First Published');
    expect(more().hidden).toBe(false);
    more().click();
    await settle();
    expect(gridCards()).toHaveLength(31);

    await type('newgenus');
    expect(names()).toEqual(['Aaa First Published']);
  });

  describe('offline', () => {
    /** From now on only `kept` answer (the service worker's copies); any other file fails as fetch does offline. */
    const offline = (list: DiscoverCard[], kept: string[]) => {
      const files = discoverIndexFiles(list);
      globalThis.fetch = (async (url: string) => {
        requests.push(String(url));
        if (!kept.includes(String(url))) throw new TypeError('Failed to fetch');
        const file = files.get(String(url).slice(1));
        return file ? new Response(file) : new Response('{}', { status: 404 });
      }) as unknown as typeof fetch;
    };
    /** 100 cards: several chunks, so a search's cards lie in more than one. */
    const many = Array.from({ length: 100 }, (_, i) => ({ ...cards[i % 30]!, slug: `species-${i}`, name: `${['Blue', 'Spotted', 'Golden'][i % 3]} fish ${i}` }));

    test('a search whose names file this device never kept says it needs a connection, never a count', async () => {
      mount(many);
      offline(many, ['/discover/names/keys.json']);
      await type('golden');
      expect(count()).toBe("Offline: this search needs a connection. Search again when you're connected.");
      expect(gridCards()).toHaveLength(0);
      expect($('[data-discover-no-match]').hidden).toBe(true);
      expect(more().hidden).toBe(true);
      expect(document.body.textContent).not.toMatch(/\d+ species found/);
    });

    test('a search found in kept names but some of whose cards were never kept shows the cards kept, and says so', async () => {
      mount(many);
      const firstChunk = JSON.parse(discoverIndexFiles(many).get(cardsPath(FIRST_CHUNK).slice(1))!) as { cards: Array<{ name: string }> };
      const keptBlue = firstChunk.cards.filter((card) => card.name.startsWith('Blue ')).map((card) => card.name);
      expect(keptBlue.length).toBeGreaterThan(0);
      expect(keptBlue.length).toBeLessThan(34); // some blue cards lie in chunks not kept
      offline(many, ['/discover/names/keys.json', namesPath(namesKey('blue')), cardsPath(FIRST_CHUNK)]);
      await type('blue');
      expect(count()).toBe("Offline: showing what this device has. Search again when you're connected.");
      expect([...names()].sort()).toEqual([...keptBlue].sort());
      expect(more().hidden).toBe(true);
    });

    describe('with the name index kept', () => {
      /** The service worker's caches as the page reads them: `kept` paths, each the server's file. */
      const keptCaches = (list: DiscoverCard[], kept: string[]) => {
        const files = discoverIndexFiles(list);
        const answer = (url: string) => (kept.includes(url) ? new Response(files.get(url.slice(1)) ?? 'picture') : undefined);
        const cache = { keys: async () => kept.map((path) => new Request(`http://localhost${path}`)), match: async (request: Request) => answer(new URL(request.url).pathname) };
        globalThis.caches = { keys: async () => ['reefid-runtime-test'], open: async () => cache, match: async (url: string) => answer(url) } as unknown as CacheStorage;
      };
      afterEach(() => {
        delete (globalThis as { caches?: CacheStorage }).caches;
      });

      test('a search never made online is answered in full from it: the true count, every match by Show more, said to be offline', async () => {
        mount(many);
        offline(many, [NAME_INDEX_PATH]);
        await type('golden');
        expect(count()).toBe('33 species found. Offline: searched the names this device keeps.');
        expect(names()).toEqual(many.filter((card) => card.name.startsWith('Golden')).slice(0, 24).map((card) => card.name));
        expect(more().hidden).toBe(false);
        more().click();
        await idle();
        expect(gridCards()).toHaveLength(33);
        expect(more().hidden).toBe(true);
        // Its cards link to their pages and name them; without their chunk kept, no photo count and no picture.
        const card = gridCards()[0]!;
        expect(card.querySelector('[data-card-link]')!.getAttribute('href')).toBe(`/species/${many[2]!.slug}`);
        expect(card.querySelector<HTMLElement>('[data-card-photos]')!.hidden).toBe(true);
        expect(card.querySelector<HTMLImageElement>('[data-card-image]')!.hidden).toBe(true);

        await type('zzzz');
        expect(count()).toBe('0 species found. Offline: searched the names this device keeps.');
        expect($('[data-discover-no-match]').hidden).toBe(false);
      });

      test("a card shows its photo count where its chunk is kept, and its picture only if this device keeps it", async () => {
        mount(many);
        const chunk = JSON.parse(discoverIndexFiles(many).get(cardsPath(FIRST_CHUNK).slice(1))!) as CardsFile;
        // 'fish' finds every card: the first page is the first 24, of which the first chunk's.
        const firstPage = new Set(many.slice(0, 24).map((card) => card.slug));
        const onFirstPage = chunk.cards.filter((card) => firstPage.has(card.slug));
        const [pictured, unpictured] = onFirstPage.filter((card) => card.image); // the second's picture is not kept
        keptCaches(many, [cardsPath(FIRST_CHUNK), pictured!.image!.src]);
        offline(many, [NAME_INDEX_PATH]);
        await type('fish');
        const shown = (slug: string) => gridCards().find((card) => card.querySelector('[data-card-link]')!.getAttribute('href') === `/species/${slug}`)!;
        expect(shown(pictured!.slug).querySelector('[data-card-photos]')!.textContent).toBe(photoCount(pictured!.photos));
        expect(shown(pictured!.slug).querySelector<HTMLImageElement>('[data-card-image]')!.getAttribute('src')).toBe(pictured!.image!.src);
        expect(shown(unpictured!.slug).querySelector<HTMLElement>('[data-card-photos]')!.hidden).toBe(false);
        expect(shown(unpictured!.slug).querySelector<HTMLImageElement>('[data-card-image]')!.hidden).toBe(true);
      });
    });

    test('a search whose files were all kept is answered in full, its count true', async () => {
      mount(many);
      const kept = Object.keys(Object.fromEntries(discoverIndexFiles(many))).map((path) => `/${path}`);
      offline(many, kept);
      await type('blue');
      expect(count()).toBe('34 species found');
    });
  });

  test('the empty catalogue has no search, only its own message', () => {
    mount([]);
    expect(document.body.textContent).toContain('No Species Published Yet');
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('[data-discover-no-match]')).toBeNull();
  });
});
