import type { ErrorCode } from '@rules/error-codes';

/**
 * The API's one error vocabulary: throw an HttpError anywhere below a route and the app answers `{ code, message }`
 * with its status. The code (rules/error-codes.ts) names the case, for the browser to choose what to show by; the
 * message says it in words. Anything else becomes a logged, generic 500 (`server.error`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode) => new HttpError(400, message, {}, code);
export const unauthorized = (message = 'You must be logged in', code: ErrorCode = 'auth.required') => new HttpError(401, message, {}, code);
export const forbidden = (message: string, code: ErrorCode) => new HttpError(403, message, {}, code);
export const notFound = (message: string, code: ErrorCode) => new HttpError(404, message, {}, code);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, message, {}, code);
export const payloadTooLarge = (message: string, code: ErrorCode) => new HttpError(413, message, {}, code);
export const unsupportedMediaType = (message: string, code: ErrorCode) => new HttpError(415, message, {}, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number | undefined, code: ErrorCode) =>
  new HttpError(429, message, retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {}, code);
export const serviceUnavailable = (message: string, code: ErrorCode) => new HttpError(503, message, {}, code);

/** The body of every error answer, an HttpError's or one written where no HttpError is thrown. */
export const errorBody = (code: ErrorCode, message: string) => ({ code, message });
