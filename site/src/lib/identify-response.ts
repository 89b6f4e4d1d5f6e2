// How POST /api/identify's answer is read, by the identify screen and by the outbox that sends its uploads later.

/**
 * Reads POST /api/identify's answer: a non-OK answer gives the body's message or
 * 'Server error: {status} {statusText}', an empty body and an unreadable one have their own messages.
 */
export async function readIdentifyResponse(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    let message: unknown;
    try {
      message = JSON.parse(text)?.message;
    } catch {
      message = undefined;
    }
    throw new Error(typeof message === 'string' && message ? message : `Server error: ${response.status} ${response.statusText}`);
  }
  if (!text.trim()) throw new Error('The server returned an empty response');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('Failed to process the server response. This may be due to a temporary issue. Please try again.');
  }
}

/** Checks POST /api/identify's answer by those rules, and hands it on to be read when it is good. */
export async function checkIdentifyResponse(response: Response): Promise<Response> {
  const body = JSON.stringify(await readIdentifyResponse(response));
  return new Response(body, { status: response.status, statusText: response.statusText, headers: { 'content-type': 'application/json' } });
}
