import { counted } from '@rules/words';

/** Cards rendered into the page; the rest come from /discover/cards/{n}.json on demand (Show more, search). */
export const FIRST_CARDS = 24;

export const speciesFound = (count: number) => `${count} species found`;

/** Offline, a search answered from the name index this device keeps: every match counted, as of when it was kept. */
export const offlineSpeciesFound = (count: number) => `${speciesFound(count)}. Offline: searched the names this device keeps.`;
/** Offline, in place of a count: a search answered from the files this device kept, some of its cards not there. */
export const OFFLINE_PARTIAL = "Offline: showing what this device has. Search again when you're connected.";
/** Offline, a search whose names files this device has not kept: nothing true can be said of it. */
export const OFFLINE_NEEDS_CONNECTION = "Offline: this search needs a connection. Search again when you're connected.";

export const photoCount = (count: number) => counted(count, 'photo');

/** The card image's rendered width: two columns on phones, about 280 px in the grid otherwise. */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 50vw, 280px';
