import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The photo gallery's words in a language (PhotoGallery, LicenceCredit, gallery-script.ts), rendered with the page
 * and handed down (decision 128). `{…}` places are filled where the gallery is drawn.
 */
export function galleryWords(language: Language) {
  const o = { locale: language };
  const count = { count: '{count}' };
  return {
    language,
    photoBy: m.result_photo_by({ name: '{name}' }, o),
    highRes: m.result_high_res({}, o),
    previous: m.result_photo_previous({}, o),
    next: m.result_photo_next({}, o),
    show: m.result_photo_show({ number: '{number}' }, o),
    position: m.result_photo_position({ number: '{number}', count: '{count}' }, o),
    verifiedBy: { one: m.result_verified_by_one(count, o), other: m.result_verified_by_other(count, o) },
    /** The licences' names, by licence id (rules/licence.ts), as a credit's title says them. */
    licences: {
      'CC-BY-NC-4.0': m.result_licence_by_nc({}, o),
      'CC-BY-4.0': m.result_licence_by({}, o),
      'CC0-1.0': m.result_licence_cc0({}, o),
    } as Record<string, string>,
  };
}

export type GalleryWords = ReturnType<typeof galleryWords>;
