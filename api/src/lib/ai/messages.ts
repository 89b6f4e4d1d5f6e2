import { HttpError } from '../errors';

const UNAVAILABLE = 'The AI service is temporarily unavailable. Please try again in a few minutes.';

/**
 * Failures of an identification call, each with its code: the browser picks its toast by the code
 * (site/src/features/identify/identify-errors.ts), never by the words.
 */
export const aiErrors = {
  notConfigured: () =>
    new HttpError(
      503,
      'The AI service is not configured: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (an OpenAI-compatible server), and optionally OPENAI_MODEL.',
      {},
      'ai.not_configured',
    ),
  overQuota: () =>
    new HttpError(503, 'The AI service is over its rate or quota right now. Please try again in a few minutes.', { 'retry-after': '60' }, 'ai.over_quota'),
  unavailable: () => new HttpError(503, UNAVAILABLE, {}, 'ai.unavailable'),
  /** The product's daily budget of model calls is spent: to the user, the AI service is simply unavailable. */
  budgetSpent: (retryAfterSeconds: number) => new HttpError(503, UNAVAILABLE, { 'retry-after': String(Math.ceil(retryAfterSeconds)) }, 'ai.unavailable'),
  /** The uploader cancelled (or left) before the model answered: 499, as servers log a request its client closed. */
  cancelled: () => new HttpError(499, 'The identification was cancelled.', {}, 'ai.cancelled'),
  timedOut: () => new HttpError(504, 'The AI service did not answer in time. Please try again in a few minutes.', {}, 'ai.timed_out'),
  rejected: () => new HttpError(502, 'The AI service could not handle the request. Please try again later.', {}, 'ai.rejected'),
  empty: () => new HttpError(502, 'The identification model returned an empty response.', {}, 'ai.empty'),
  refused: () => new HttpError(502, 'Could not parse an identification: the model declined to describe this image.', {}, 'ai.refused'),
  truncated: () => new HttpError(502, 'The model answer stopped early (unexpected end of JSON).', {}, 'ai.truncated'),
  malformed: () => new HttpError(502, 'Failed to parse the model answer as JSON.', {}, 'ai.malformed'),
  missing: (field: string) => new HttpError(502, `The identification is missing required information: ${field}`, {}, 'ai.incomplete'),
};
