/** Cards rendered into the page; the rest come from /discover/catalogue.json on demand. */
export const FIRST_CARDS = 24;

export const speciesFound = (count: number) => `${count} species found`;
