import { checkImageFile } from '@rules/identification';
import { atom } from 'nanostores';
import { answer, api, apiClient } from '../../lib/api';
import { checkIdentifyResponse, identifyErrorToast } from './identify-errors';
import type { Identification } from '../../lib/types';
import { uploadConsentFields } from '../account/consent/consent';
import { toast } from '../../ui/toasts';
import { checkDraft, NO_WHERE_AND_WHEN, type WhereAndWhenDraft } from '../maps/where-and-when';

/** Uploads read their answer by the identify screen's own rules (its messages name what went wrong). */
const uploads = apiClient(checkIdentifyResponse);

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'processing'; progress: number }
  | { phase: 'result'; identification: Identification };

/** The identify screen: idle, then processing with its progress, then the result; back to idle on error. */
export const $upload = atom<UploadState>({ phase: 'idle' });
/** Free identifications used by this visitor or account; undefined until loaded. */
export const $freeUsed = atom<number | undefined>(undefined);

/** "Add where and when" for the next upload; left blank, nothing is sent and the server reads the photo's own. */
export const $whereAndWhen = atom<WhereAndWhenDraft>(NO_WHERE_AND_WHEN);
/** Why the values above cannot be sent (the browser's check of the same rules as the server's). */
export const $whereAndWhenError = atom<string | null>(null);

/** The upload form's fields for where and when: only those given, as decimal degrees and ISO text. */
export function whereAndWhenFields(): { value: { latitude?: string; longitude?: string; observedAt?: string } } | { error: string } {
  const checked = checkDraft($whereAndWhen.get());
  if ('error' in checked) return checked;
  const { position, observedAt } = checked.value;
  return {
    value: {
      ...(position ? { latitude: String(position.latitude), longitude: String(position.longitude) } : {}),
      ...(observedAt ? { observedAt } : {}),
    },
  };
}

export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 300;
export const PROGRESS_CAP = 90;

export async function loadFreeCount(): Promise<void> {
  try {
    const { count } = await answer(api['free-identifications-count'].get());
    $freeUsed.set(count);
  } catch (error) {
    // Spec: logged, and 3 remaining is assumed.
    console.error('Loading the free identification count failed', error);
    $freeUsed.set(0);
  }
}

/** Uploads one photo: the browser's checks, the progress bar, then the result or the error toast. */
export async function identifyPhoto(file: File, loggedIn: boolean): Promise<Identification | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast({ ...problem, variant: 'destructive' });
    return null;
  }
  const whereAndWhen = whereAndWhenFields();
  $whereAndWhenError.set('error' in whereAndWhen ? whereAndWhen.error : null);
  if ('error' in whereAndWhen) return null;
  $upload.set({ phase: 'processing', progress: 0 });
  const timer = setInterval(() => {
    const state = $upload.get();
    if (state.phase === 'processing') $upload.set({ phase: 'processing', progress: Math.min(PROGRESS_CAP, state.progress + PROGRESS_STEP) });
  }, PROGRESS_INTERVAL_MS);
  try {
    const identification = await answer(uploads.identify.post({ image: file, ...uploadConsentFields(), ...whereAndWhen.value }));
    clearInterval(timer);
    $upload.set({ phase: 'processing', progress: 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    $upload.set({ phase: 'result', identification });
    return identification;
  } catch (error) {
    $upload.set({ phase: 'idle' });
    const message = error instanceof Error ? error.message : String(error);
    toast({ ...identifyErrorToast(message, loggedIn), variant: 'destructive' });
    return null;
  } finally {
    clearInterval(timer);
    void loadFreeCount();
  }
}

export function showIdentification(identification: Identification): void {
  $upload.set({ phase: 'result', identification });
}

/** Back to an empty form: a new photo starts without the last one's place and date. */
export function resetUpload(): void {
  $upload.set({ phase: 'idle' });
  $whereAndWhen.set(NO_WHERE_AND_WHEN);
  $whereAndWhenError.set(null);
}
