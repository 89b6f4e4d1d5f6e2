import { species_photos_one, species_photos_other } from '@messages/messages.js';
import type { Language } from '@rules/languages';

// Words of the catalogue's pages in a page's language, rendered on the server only: no browser script imports this
// file, so no page carries the messages of every language.

/** "3 photos", "3 Fotos": a count of photos in the page's language (English as discover-text's photoCount writes it). */
export const photosIn = (language: Language, count: number) => (count === 1 ? species_photos_one : species_photos_other)({ count }, { locale: language });
