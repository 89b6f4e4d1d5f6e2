import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { consentWords } from '../account/profile/profile-choice-words';

/**
 * The identification's consent panel (ConsentPanel) in a language, rendered with the page (decision 128): its name,
 * the choice, and the toasts of saving it. `{reason}` is filled in the browser.
 */
export function consentPanelWords(language: Language) {
  const o = { locale: language };
  return {
    label: m.history_consent_label({}, o) as string,
    choice: consentWords(language),
    allowed: { title: m.history_consent_allowed({}, o) as string, description: m.history_consent_allowed_text({}, o) as string },
    kept: { title: m.history_consent_private({}, o) as string, description: m.history_consent_private_text({}, o) as string },
    error: m.account_error({}, o) as string,
    failed: m.history_consent_failed({ reason: '{reason}' }, o) as string,
    tryAgain: m.account_please_try_again({}, o) as string,
  };
}

export type ConsentPanelWords = ReturnType<typeof consentPanelWords>;
