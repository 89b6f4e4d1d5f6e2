import { describe, expect, test } from 'bun:test';
import { readIdentifyResponse } from '../../lib/identify-response';
import { identifyErrorToast } from './identify-errors';

describe('identification error toasts', () => {
  test('each message maps to its title and text, in the table order', () => {
    const cases: Array<[string, boolean, string, string]> = [
      ['Free identification limit reached', true, 'Identification limit reached', 'Please upgrade your subscription for more identifications.'],
      ['Free identification limit reached', false, 'Identification limit reached', 'Please register for more identifications or subscribe for unlimited access.'],
      ['You exceeded your current quota', false, 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
      ['The AI service is not configured', false, 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
      ['Unexpected token in JSON', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['Could not parse an identification', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['Unexpected end of input', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['The server returned an empty response', false, 'Server Communication Error', 'We received an empty response from the server. Please try again in a moment.'],
      ['The identification is missing required information: habitat', false, 'Incomplete Response', 'The AI provided incomplete information about this species. Please try uploading a clearer image.'],
      ['Unsupported file type', false, 'Upload failed', 'Unsupported file type'],
      ['', false, 'Upload failed', 'An error occurred during species identification.'],
    ];
    for (const [message, loggedIn, title, description] of cases) {
      expect(identifyErrorToast(message, loggedIn)).toEqual({ title, description });
    }
  });

  test('"limit" wins over every other word', () => {
    expect(identifyErrorToast('AI service limit', true).title).toBe('Identification limit reached');
    expect(identifyErrorToast('quota missing JSON', true).title).toBe('AI Service Unavailable');
  });
});

describe('reading the identify response', () => {
  const read = (body: string, status = 200, statusText = 'OK') => readIdentifyResponse(new Response(body, { status, statusText }));

  test('non-OK: the body message, else the status', async () => {
    await expect(read('{"message":"File too large"}', 413)).rejects.toThrow('File too large');
    await expect(read('<html>', 502, 'Bad Gateway')).rejects.toThrow('Server error: 502 Bad Gateway');
  });

  test('empty and unreadable bodies', async () => {
    await expect(read('')).rejects.toThrow('The server returned an empty response');
    await expect(read('{oops')).rejects.toThrow('Failed to process the server response. This may be due to a temporary issue. Please try again.');
    expect(await read('{"id":1}')).toEqual({ id: 1 });
  });
});
