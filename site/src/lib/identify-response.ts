// How POST /api/identify's answer is read, by the identify screen and by the outbox that sends its uploads later.
import type { ErrorCode } from '@rules/error-codes';

/**
 * POST /api/identify did not give an identification: the words to show, and what to choose by: the server's code
 * when it refused, or `empty` when it answered nothing at all.
 */
export class IdentifyFailure extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | null = null,
    readonly empty = false,
  ) {
    super(message);
    this.name = 'IdentifyFailure';
  }
}

/**
 * Reads POST /api/identify's answer: a non-OK answer gives the body's message and code, else
 * 'Server error: {status} {statusText}'; an empty body and an unreadable one have their own messages.
 */
export async function readIdentifyResponse(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    let body: { message?: unknown; code?: unknown } | null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const message = body?.message;
    const code = typeof body?.code === 'string' ? (body.code as ErrorCode) : null;
    throw new IdentifyFailure(typeof message === 'string' && message ? message : `Server error: ${response.status} ${response.statusText}`, code);
  }
  if (!text.trim()) throw new IdentifyFailure('The server returned an empty response', null, true);
  try {
    return JSON.parse(text);
  } catch {
    throw new IdentifyFailure('Failed to process the server response. This may be due to a temporary issue. Please try again.');
  }
}

/** Checks POST /api/identify's answer by those rules, and hands it on to be read when it is good. */
export async function checkIdentifyResponse(response: Response): Promise<Response> {
  const body = JSON.stringify(await readIdentifyResponse(response));
  return new Response(body, { status: response.status, statusText: response.statusText, headers: { 'content-type': 'application/json' } });
}
