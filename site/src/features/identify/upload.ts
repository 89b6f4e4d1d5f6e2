import { checkImageFile } from '@rules/identification';
import { atom } from 'nanostores';
import { answer, api, apiClient } from '../../lib/api';
import { checkIdentifyResponse, identifyErrorToast } from './identify-errors';
import type { Identification } from '../../lib/types';
import { uploadConsentFields } from '../account/consent/consent';
import { toast } from '../../ui/toasts';

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
  $upload.set({ phase: 'processing', progress: 0 });
  const timer = setInterval(() => {
    const state = $upload.get();
    if (state.phase === 'processing') $upload.set({ phase: 'processing', progress: Math.min(PROGRESS_CAP, state.progress + PROGRESS_STEP) });
  }, PROGRESS_INTERVAL_MS);
  try {
    const identification = await answer(uploads.identify.post({ image: file, ...uploadConsentFields() }));
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

export function resetUpload(): void {
  $upload.set({ phase: 'idle' });
}
