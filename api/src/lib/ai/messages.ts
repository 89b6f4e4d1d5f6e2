import { HttpError } from '../errors';

const UNAVAILABLE = 'The AI service is temporarily unavailable. Please try again in a few minutes.';

/**
 * Failures of an identification call. The browser picks its toast by words in the message (site/src/lib/identify-errors.ts):
 * 'AI service' or 'quota' -> service unavailable, 'JSON'/'parse'/'end of' -> processing error,
 * 'empty response' -> communication error, 'missing' -> incomplete. None of them may contain 'limit',
 * which the browser reads as the user's own quota.
 */
export const aiErrors = {
  notConfigured: () =>
    new HttpError(
      503,
      'The AI service is not configured: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (an OpenAI-compatible server), and optionally OPENAI_MODEL.',
    ),
  overQuota: () =>
    new HttpError(503, 'The AI service is over its rate or quota right now. Please try again in a few minutes.', { 'retry-after': '60' }),
  unavailable: () => new HttpError(503, UNAVAILABLE),
  /** The product's daily budget of model calls is spent: to the user, the AI service is simply unavailable. */
  budgetSpent: (retryAfterSeconds: number) => new HttpError(503, UNAVAILABLE, { 'retry-after': String(Math.ceil(retryAfterSeconds)) }),
  /** The uploader cancelled (or left) before the model answered: 499, as servers log a request its client closed. */
  cancelled: () => new HttpError(499, 'The identification was cancelled.'),
  timedOut: () => new HttpError(504, 'The AI service did not answer in time. Please try again in a few minutes.'),
  rejected: () => new HttpError(502, 'The AI service could not handle the request. Please try again later.'),
  empty: () => new HttpError(502, 'The identification model returned an empty response.'),
  refused: () => new HttpError(502, 'Could not parse an identification: the model declined to describe this image.'),
  truncated: () => new HttpError(502, 'The model answer stopped early (unexpected end of JSON).'),
  malformed: () => new HttpError(502, 'Failed to parse the model answer as JSON.'),
  missing: (field: string) => new HttpError(502, `The identification is missing required information: ${field}`),
};
