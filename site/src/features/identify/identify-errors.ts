/**
 * What an identification failure looks like to the user. The toast is chosen by words in
 * the error message, first match wins, in the table's order.
 */
export interface ErrorToast {
  title: string;
  description: string;
}

export function identifyErrorToast(message: string | undefined, loggedIn: boolean): ErrorToast {
  const text = message ?? '';
  const has = (...words: string[]) => words.some((word) => text.includes(word));
  if (has('limit')) {
    return {
      title: 'Identification limit reached',
      description: loggedIn
        ? 'Please upgrade your subscription for more identifications.'
        : 'Please register for more identifications or subscribe for unlimited access.',
    };
  }
  if (has('quota', 'AI service')) {
    return {
      title: 'AI Service Unavailable',
      description: 'Our identification service is temporarily unavailable. Please try again in a few minutes.',
    };
  }
  if (has('JSON', 'parse', 'end of')) {
    return {
      title: 'Processing Error',
      description: 'We encountered an issue processing the image response. Please try again or upload a different image.',
    };
  }
  if (has('empty response')) {
    return {
      title: 'Server Communication Error',
      description: 'We received an empty response from the server. Please try again in a moment.',
    };
  }
  if (has('missing')) {
    return {
      title: 'Incomplete Response',
      description: 'The AI provided incomplete information about this species. Please try uploading a clearer image.',
    };
  }
  return { title: 'Upload failed', description: text || 'An error occurred during species identification.' };
}

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
