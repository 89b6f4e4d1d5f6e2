/**
 * The API's one error vocabulary: throw an HttpError anywhere below a route and the app answers
 * `{ message }` with its status, and `{ code, message }` when it has a code: stable, lower-case and dotted, naming
 * the case (`dives.not_a_log`), for the browser to choose what to show by. Anything else becomes a logged, generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, {}, code);
export const unauthorized = (message = 'You must be logged in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number, code?: string) =>
  new HttpError(429, message, retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {}, code);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** The body of an error's answer: its code first when it has one. */
export const errorBody = (error: HttpError) => (error.code ? { code: error.code, message: error.message } : { message: error.message });
