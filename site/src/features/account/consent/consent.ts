import { answer, api, errorMessage } from '../../../lib/api';
import type { Consent } from './ConsentChoice';
import type { Identification } from '../../../lib/types';
import { toast } from '../../../ui/toasts';
import { fill } from '../../../lib/fill';

/** The toasts' words of saving one identification's choice, in the page's language (consent-panel-words.ts). */
export interface ConsentSavedWords {
  allowed: { title: string; description: string };
  kept: { title: string; description: string };
  error: string;
  failed: string;
  tryAgain: string;
}

/** POST /api/identifications/{id}/consent; the updated identification, or null after the error toast. */
export async function saveConsent(id: number, consent: Consent, words: ConsentSavedWords): Promise<Identification | null> {
  try {
    const body = consent.catalogueConsent ? { allow: true, licence: consent.licence } : { allow: false };
    const updated = await answer(api.identifications({ id }).consent.post(body));
    toast(updated.catalogueConsent ? words.allowed : words.kept);
    return updated;
  } catch (error) {
    toast({ title: words.error, description: fill(words.failed, { reason: errorMessage(error, words.tryAgain) }), variant: 'destructive' });
    return null;
  }
}

/** The toasts' words of saving the default, in the page's language (profile-choice-words.ts). */
export interface DefaultSavedWords {
  saved: string;
  savedText: string;
  notSaved: string;
  error: string;
  tryAgain: string;
}

/** The account's default for new identifications, saved on the profile. */
export async function saveConsentDefault(consent: Consent, words: DefaultSavedWords): Promise<boolean> {
  try {
    await answer(api.profile.post(consent.catalogueConsent ? { catalogueConsent: true, licence: consent.licence } : { catalogueConsent: false, licence: null }));
    toast({ title: words.saved, description: words.savedText });
    return true;
  } catch (error) {
    toast({ title: words.error, description: fill(words.notSaved, { reason: errorMessage(error, words.tryAgain) }), variant: 'destructive' });
    return false;
  }
}
