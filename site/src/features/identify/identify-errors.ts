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
