import { counted } from '@rules/words';

/** Cards rendered into the page; the rest come from /discover/cards/{n}.json on demand (Show more, search). */
export const FIRST_CARDS = 24;

export const speciesFound = (count: number) => `${count} species found`;

export const photoCount = (count: number) => counted(count, 'photo');

/** The card image's rendered width: two columns on phones, about 280 px in the grid otherwise. */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 50vw, 280px';
