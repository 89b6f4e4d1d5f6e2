import { cardsPath, FIRST_CHUNK, type CardsFile, type ShownCard } from '@catalogue/discover/discover-index';

/**
 * Every card Discover shows, in its order, read as the browser browses them: its chunks from the first, each naming
 * the next. `get` answers a path of the catalogue's site (an app, a server's URL, a browser's request context).
 */
export async function shownCards(get: (path: string) => Promise<Response>): Promise<ShownCard[]> {
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
