import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The owner's tools on an identification's page in a language, rendered with the page (decision 128): asking
 * experts to review it (ExpertReviews) and the photos' cover and removal (PhotoActions). `{…}` places are filled in
 * the browser.
 */
export function expertReviewWords(language: Language) {
  const o = { locale: language };
  return {
    heading: m.history_review_heading({}, o) as string,
    waiting: m.history_review_waiting({}, o) as string,
    withdraw: m.history_review_withdraw({}, o) as string,
    withdrawing: m.history_review_withdrawing({}, o) as string,
    offer: m.history_review_offer({}, o) as string,
    ask: m.history_review_ask({}, o) as string,
    asking: m.history_review_asking({}, o) as string,
    list: m.history_review_list({}, o) as string,
    anExpert: m.history_review_an_expert({}, o) as string,
    verdicts: {
      agree: m.history_review_agrees({}, o) as string,
      suggest: m.history_review_suggests({}, o) as string,
      'cannot-tell': m.history_review_cannot_tell({}, o) as string,
    },
  };
}

export function photoActionWords(language: Language) {
  const o = { locale: language };
  return {
    isCover: m.history_photo_is_cover({}, o) as string,
    makeCover: m.history_photo_make_cover({}, o) as string,
    remove: m.history_photo_remove({}, o) as string,
    removeTitle: m.history_photo_remove_title({}, o) as string,
    removeText: m.history_photo_remove_text({ number: '{number}', count: '{count}' }, o) as string,
    confirm: m.history_photo_remove_confirm({}, o) as string,
    removing: m.history_photo_removing({}, o) as string,
  };
}

export type ExpertReviewWords = ReturnType<typeof expertReviewWords>;
export type PhotoActionWords = ReturnType<typeof photoActionWords>;
