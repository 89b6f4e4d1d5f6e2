import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The waiting banner's words in a language, rendered with every page (Layout.astro) and handed to its island as a
 * prop, so that its script carries no messages (decision 128). `{…}` places are filled in the browser.
 */
export function outboxWords(language: Language) {
  const o = { locale: language };
  const count = { count: '{count}' };
  return {
    language,
    waiting: { one: m.waiting_count_one(count, o), other: m.waiting_count_other(count, o) },
    offline: { one: m.waiting_offline_one(count, o), other: m.waiting_offline_other(count, o) },
    ready: m.waiting_ready({ species: '{species}' }, o),
    see: m.waiting_see({}, o),
    refused: m.waiting_refused({ date: '{date}', reason: '{reason}' }, o),
    dismiss: m.waiting_dismiss({}, o),
  };
}

export type OutboxWords = ReturnType<typeof outboxWords>;
