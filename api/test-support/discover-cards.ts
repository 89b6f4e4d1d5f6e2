import type { DiscoverQuery } from '@catalogue/discover/discover-filter';
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
  type CardsFile,
  type KeysFile,
  type NamesFile,
  type ShownCard,
} from '@catalogue/discover/discover-index';

type Get = (path: string) => Promise<Response>;

/**
 * Every card Discover shows, in its order, read as the browser browses them: its chunks from the first, each naming
 * the next. `get` answers a path of the catalogue's site (an app, a server's URL, a browser's request context).
 */
export async function shownCards(get: Get): Promise<ShownCard[]> {
  const cards: ShownCard[] = [];
  for (let name: string | null = FIRST_CHUNK; name; ) {
    const response = await get(cardsPath(name));
    if (response.status === 404 && name === FIRST_CHUNK) return []; // no card published
    if (!response.ok) throw new Error(`${cardsPath(name)} answered ${response.status}`);
    const file = (await response.json()) as CardsFile;
    cards.push(...file.cards);
    name = file.next;
  }
  return cards;
}

/** The cards Discover's index finds for a query, in Discover's order, read from its files as the browser reads them. */
export async function searchedCards(get: Get, query: DiscoverQuery): Promise<ShownCard[]> {
  const json = async <T,>(path: string): Promise<T | null> => {
    const response = await get(path);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const needed = filesForQuery(query);
  const keys = await json<KeysFile>(KEYS_PATH);
  const names = new Map<string, NamesFile | CardList | null>();
  for (const key of needed.names) names.set(key, keys && hasNamesFile(keys, key) ? await json<NamesFile | CardList>(namesPath(key)) : null);
  const filter = (key: string | null) => (key ? json<CardList>(namesPath(key)) : Promise.resolve(null));
  const found = matchCards(query, names, await filter(needed.group), await filter(needed.status));
  if (!found) return shownCards(get);
  const chunks = new Map<string, CardsFile>();
  for (const ref of found) if (!chunks.has(ref.chunk)) chunks.set(ref.chunk, (await json<CardsFile>(cardsPath(ref.chunk)))!);
  return inChunkOrder(found, (name) => chunks.get(name)!.cards.map((card) => card.k)).map((ref) => chunks.get(ref.chunk)!.cards.find((card) => card.k === ref.key)!);
}
