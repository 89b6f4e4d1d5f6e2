import type { ErrorCode } from '@rules/error-codes';
import { IdentifyFailure } from '../../lib/identify-response';

/**
 * What an identification failure looks like to the user, chosen by the server's code (rules/error-codes.ts), never
 * by the words of its message: those change with the language. A code without its own toast shows the message.
 */
export interface ErrorToast {
  title: string;
  description: string;
}

/** The toasts' words in the page's language (`error_…` messages, rendered with the page: identify-words.ts). */
export interface ErrorWords {
  limitTitle: string;
  limitSignedIn: string;
  limitSignedOut: string;
  aiUnavailable: ErrorToast;
  processing: ErrorToast;
  empty: ErrorToast;
  incomplete: ErrorToast;
  uploadFailed: string;
  identifyFailed: string;
}

type Shown = 'aiUnavailable' | 'processing' | 'empty' | 'incomplete';

const TOASTS: Partial<Record<ErrorCode, Shown>> = {
  'ai.not_configured': 'aiUnavailable',
  'ai.over_quota': 'aiUnavailable',
  'ai.unavailable': 'aiUnavailable',
  'ai.timed_out': 'aiUnavailable',
  'ai.rejected': 'aiUnavailable',
  'ai.refused': 'processing',
  'ai.truncated': 'processing',
  'ai.malformed': 'processing',
  'ai.empty': 'empty',
  'ai.incomplete': 'incomplete',
};

const LIMITS = new Set<ErrorCode>(['quota.free_exhausted', 'quota.network_exhausted']);

/** The toast for what an identification threw: an IdentifyFailure by its code, anything else by its words alone. */
export function identifyErrorToast(error: unknown, loggedIn: boolean, words: ErrorWords): ErrorToast {
  const failure = error instanceof IdentifyFailure ? error : null;
  const text = error instanceof Error ? error.message : String(error ?? '');
  if (failure?.code && LIMITS.has(failure.code)) {
    return { title: words.limitTitle, description: loggedIn ? words.limitSignedIn : words.limitSignedOut };
  }
  const shown = failure?.empty ? 'empty' : failure?.code ? TOASTS[failure.code] : undefined;
  return shown ? words[shown] : { title: words.uploadFailed, description: text || words.identifyFailed };
}
