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

const LIMIT_REACHED = 'Identification limit reached';
const AI_UNAVAILABLE: ErrorToast = {
  title: 'AI Service Unavailable',
  description: 'Our identification service is temporarily unavailable. Please try again in a few minutes.',
};
const PROCESSING: ErrorToast = {
  title: 'Processing Error',
  description: 'We encountered an issue processing the image response. Please try again or upload a different image.',
};
const EMPTY: ErrorToast = {
  title: 'Server Communication Error',
  description: 'We received an empty response from the server. Please try again in a moment.',
};
const INCOMPLETE: ErrorToast = {
  title: 'Incomplete Response',
  description: 'The AI provided incomplete information about this species. Please try uploading a clearer image.',
};

const TOASTS: Partial<Record<ErrorCode, ErrorToast>> = {
  'ai.not_configured': AI_UNAVAILABLE,
  'ai.over_quota': AI_UNAVAILABLE,
  'ai.unavailable': AI_UNAVAILABLE,
  'ai.timed_out': AI_UNAVAILABLE,
  'ai.rejected': AI_UNAVAILABLE,
  'ai.refused': PROCESSING,
  'ai.truncated': PROCESSING,
  'ai.malformed': PROCESSING,
  'ai.empty': EMPTY,
  'ai.incomplete': INCOMPLETE,
};

const LIMITS = new Set<ErrorCode>(['quota.free_exhausted', 'quota.network_exhausted']);

/** The toast for what an identification threw: an IdentifyFailure by its code, anything else by its words alone. */
export function identifyErrorToast(error: unknown, loggedIn: boolean): ErrorToast {
  const failure = error instanceof IdentifyFailure ? error : null;
  const text = error instanceof Error ? error.message : String(error ?? '');
  if (failure?.code && LIMITS.has(failure.code)) {
    return {
      title: LIMIT_REACHED,
      description: loggedIn
        ? 'Please upgrade your subscription for more identifications.'
        : 'Please register for more identifications or subscribe for unlimited access.',
    };
  }
  const shown = failure?.empty ? EMPTY : failure?.code ? TOASTS[failure.code] : undefined;
  return shown ?? { title: 'Upload failed', description: text || 'An error occurred during species identification.' };
}
