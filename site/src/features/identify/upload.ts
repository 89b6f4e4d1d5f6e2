import { atom } from 'nanostores';
import { answer, api, apiClient } from '../../lib/api';
import { fetchReportingUpload } from '../../lib/upload-transport';
import { queueIfOffline } from '../offline/queue-if-offline';
import { failedForWantOfConnection } from '../offline/outbox';
import { $user } from '../account/session';
import { checkSentFile } from '@rules/identification';
import { COPY_MAX_SIDE, PREMIUM_COPY_MAX_SIDE, type BrowserCopy } from './browser-copy';
import { copyToSend } from './photo-copies';
import { clearPhotos, sightingProblem, type ChosenPhoto } from './sighting';
import { checkIdentifyResponse } from '../../lib/identify-response';
import { identifyErrorToast } from './identify-errors';
import type { UploadWords } from './identify-words';
import { fill, sizeWords } from '../../lib/words';
import { ruleText } from '../../lib/rule-text';
import type { Identification } from '../../lib/types';
import { toast } from '../../ui/toasts';
import { checkDraft, NO_WHERE_AND_WHEN, type DraftError, type WhereAndWhenDraft } from '../maps/where-and-when';
import { $depth, $depthError, diveFields } from './dive-fields';

/** What the screen says while it works: the photo goes up, the model looks at it, the name is checked in WoRMS. */
export type UploadStage = 'preparing' | 'uploading' | 'identifying' | 'checking';

export type UploadState =
  | { phase: 'idle' }
  | {
      phase: 'processing';
      progress: number;
      stage?: UploadStage;
      /** The chosen photo, shown while it is identified (an object URL); null when there is none to show. */
      preview?: string | null;
      /** What is sent ("A 2048 px copy, 812 KB"). */
      sending?: string | null;
    }
  | { phase: 'result'; identification: Identification };

/** The identify screen: idle, then processing with its progress, then the result; back to idle on error. */
export const $upload = atom<UploadState>({ phase: 'idle' });
/** Free identifications used by this visitor or account; undefined until loaded. */
export const $freeUsed = atom<number | undefined>(undefined);

/** "Add where and when" for the next upload; left blank, nothing is sent and the server reads the photo's own. */
export const $whereAndWhen = atom<WhereAndWhenDraft>(NO_WHERE_AND_WHEN);
/** Why the values above cannot be sent (the browser's check of the same rules as the server's). */
export const $whereAndWhenError = atom<DraftError | null>(null);

/** The upload form's fields for where and when: only those given, as decimal degrees and ISO text. */
export function whereAndWhenFields(): { value: { latitude?: string; longitude?: string; observedAt?: string } } | { error: DraftError } {
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
    // Offline the count is not known: a member's is the one last seen with the account, a visitor's is not shown.
    if (failedForWantOfConnection(error)) return;
    // Spec: logged, and 3 remaining is assumed.
    console.error('Loading the free identification count failed', error);
    $freeUsed.set(0);
  }
}

/**
 * The last error, shown beside the drop zone; null once a new upload starts. Every refusal is shown there, once:
 * the browser's own (a file chosen that is no image or too large, a copy still too large to send) and the
 * server's (a limit reached, a file it cannot read), never in a toast as well.
 */
export const $uploadError = atom<string | null>(null);

/** The upload under way, for Cancel. */
let running: AbortController | null = null;

/**
 * Cancels the identification under way. The server gives the free identification back when the model had not
 * answered yet (an answer already given is paid for, and kept in the history).
 */
export function cancelIdentification(): void {
  running?.abort();
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The model usually answers within a few seconds of the upload; after that the server is most likely checking the name. */
const TYPICAL_MODEL_MS = 4_000;

function showProgress(update: { progress?: number; stage?: UploadStage; preview?: string | null; sending?: string | null }) {
  const state = $upload.get();
  if (state.phase === 'processing') $upload.set({ ...state, ...update });
}

/** What the screen says is sent: one photo as before; several as their count and their size in all. */
export function sendingWords(copies: BrowserCopy[], premium: boolean, words: UploadWords): string {
  const { language, sending } = words;
  if (copies.length > 1) {
    const total = copies.reduce((sum, copy) => sum + copy.file.size, 0);
    return fill(premium ? sending.severalPremium : sending.several, { count: copies.length, size: sizeWords(language, total) });
  }
  const copy = copies[0]!;
  const size = sizeWords(language, copy.file.size);
  if (!copy.resized) return fill(premium ? sending.originalPremium : sending.asIs, { size });
  // A side in pixels is written without grouping ("2048 px"), as in the photo's own numbers.
  const side = new Intl.NumberFormat(language, { useGrouping: false }).format(copy.longestSide ?? 0);
  return fill(premium ? sending.copyPremium : sending.copy, { side, size });
}

/**
 * Sends one sighting: its photos as `image` parts of one POST /api/identify, with the form's fields. First the
 * browser's checks (one to five photos, each crop inside its photo) with nothing sent when they fail; then each
 * photo's copy (its crop, 2048 px, 4096 px for premium, EXIF kept, made in a worker), each within the server's
 * 10 MB or refused beside the form, the stages with the progress bar, and the result, or the server's error beside
 * the form (once, no toast), the photos kept to try again. A sighting that cannot reach
 * the server is kept on the device and sent when the connection returns.
 */
export async function identifySighting(photos: ChosenPhoto[], loggedIn: boolean, premium: boolean, words: UploadWords): Promise<Identification | null> {
  $uploadError.set(null);
  const problem = sightingProblem(photos);
  if (problem) {
    $uploadError.set(problem);
    return null;
  }
  const whereAndWhen = whereAndWhenFields();
  $whereAndWhenError.set('error' in whereAndWhen ? whereAndWhen.error : null);
  if ('error' in whereAndWhen) return null;
  const dive = diveFields();
  $depthError.set('error' in dive ? dive.error : null);
  if ('error' in dive) return null;
  $upload.set({ phase: 'processing', progress: 0, stage: 'preparing', preview: photos[0]!.preview, sending: null });
  const controller = new AbortController();
  running = controller;
  let uploadedAt: number | null = null;
  const timer = setInterval(() => {
    const state = $upload.get();
    if (state.phase !== 'processing' || uploadedAt === null) return;
    const stage = performance.now() - uploadedAt > TYPICAL_MODEL_MS ? 'checking' : 'identifying';
    $upload.set({ ...state, stage, progress: Math.min(PROGRESS_CAP, state.progress + PROGRESS_STEP / 2) });
  }, PROGRESS_INTERVAL_MS);
  // The upload is the first half of the bar, the model and the check the rest.
  const transport = fetchReportingUpload((fraction) => {
    if (fraction >= 1 && uploadedAt === null) uploadedAt = performance.now();
    showProgress({ progress: Math.round(fraction * 50), stage: fraction >= 1 ? 'identifying' : 'uploading' });
  });
  // No consent fields: the server applies the account's default, and the result asks to offer the photo.
  const fields = identifyFields(whereAndWhen.value, dive.value);
  let sent: File[] = photos.map((photo) => photo.file);
  try {
    // One after the other: five 12 MP photos decoded at once would strain a phone's memory.
    const copies: BrowserCopy[] = [];
    for (const photo of photos) copies.push(await copyToSend(photo.file, premium ? PREMIUM_COPY_MAX_SIDE : COPY_MAX_SIDE, photo.crop));
    if (controller.signal.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
    // The server's limit is on what is sent: a photo whose copy could not be made small enough is refused here.
    const refusals = copies.map((copy) => checkSentFile(copy.file)).filter((refusal) => refusal !== null);
    if (refusals.length > 0) {
      $upload.set({ phase: 'idle' });
      $uploadError.set(refusals.map((refusal) => ruleText(words.photoRules, refusal)).join(' '));
      return null;
    }
    sent = copies.map((copy) => copy.file);
    showProgress({ stage: 'uploading', sending: sendingWords(copies, premium, words) });
    const identification = await answer(apiClient(checkIdentifyResponse, transport).identify.post({ ...fields, image: sent }, { fetch: { signal: controller.signal } }));
    clearInterval(timer);
    $upload.set({ phase: 'processing', progress: 100, stage: 'checking', preview: photos[0]!.preview, sending: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    $upload.set({ phase: 'result', identification });
    clearPhotos();
    return identification;
  } catch (error) {
    $upload.set({ phase: 'idle' });
    if (isCancel(error) || controller.signal.aborted) {
      toast(words.cancelled);
      return null;
    }
    if (await queueIfOffline(error, sent, fields, photos.map((photo) => photo.crop), $user.get()?.id ?? null)) {
      toast(words.queued);
      clearPhotos();
      return null;
    }
    const shown = identifyErrorToast(error, loggedIn, words.errors);
    $uploadError.set(`${shown.title}: ${shown.description}`);
    return null;
  } finally {
    clearInterval(timer);
    if (running === controller) running = null;
    if (typeof navigator === 'undefined' || navigator.onLine !== false) void loadFreeCount();
  }
}

/**
 * The form's fields beside the photos, by name, those left out not sent. One place to add a field the form gains
 * (a dive, a depth): it travels with the sighting, into the outbox too.
 */
export function identifyFields(...parts: Array<Record<string, string | undefined>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of parts) for (const [name, value] of Object.entries(part)) if (value !== undefined) fields[name] = value;
  return fields;
}

export function showIdentification(identification: Identification): void {
  $upload.set({ phase: 'result', identification });
}

/** Back to an empty form: a new photo starts without the last one's place and date. */
export function resetUpload(): void {
  $upload.set({ phase: 'idle' });
  clearPhotos();
  $whereAndWhen.set(NO_WHERE_AND_WHEN);
  $whereAndWhenError.set(null);
  $depth.set('');
  $depthError.set(null);
}
