import { describe, expect, test } from 'bun:test';
import type { ErrorCode } from '@rules/error-codes';
import { IdentifyFailure, readIdentifyResponse } from '../../lib/identify-response';
import { identifyErrorToast } from './identify-errors';
import { identifyWords } from './identify-words';

const english = identifyWords('en').upload.errors;

describe('identification error toasts', () => {
  const refused = (code: ErrorCode | null, message = 'Words the toast never reads') => new IdentifyFailure(message, code);

  test('each code maps to its title and text', () => {
    const cases: Array<[ErrorCode, boolean, string, string]> = [
      ['quota.free_exhausted', true, 'Identification limit reached', 'Please upgrade your subscription for more identifications.'],
      ['quota.free_exhausted', false, 'Identification limit reached', 'Please register for more identifications or subscribe for unlimited access.'],
      ['quota.network_exhausted', false, 'Identification limit reached', 'Please register for more identifications or subscribe for unlimited access.'],
      ['ai.over_quota', false, 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
      ['ai.not_configured', false, 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
      ['ai.timed_out', false, 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
      ['ai.malformed', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['ai.refused', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['ai.truncated', false, 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
      ['ai.empty', false, 'Server Communication Error', 'We received an empty response from the server. Please try again in a moment.'],
      ['ai.incomplete', false, 'Incomplete Response', 'The AI provided incomplete information about this species. Please try uploading a clearer image.'],
    ];
    for (const [code, loggedIn, title, description] of cases) {
      expect(identifyErrorToast(refused(code), loggedIn, english)).toEqual({ title, description });
    }
  });

  test('a code without its own toast, or no code, shows the message itself', () => {
    expect(identifyErrorToast(refused('upload.unsupported_type', 'Unsupported file type'), false, english)).toEqual({ title: 'Upload failed', description: 'Unsupported file type' });
    expect(identifyErrorToast(new TypeError('Failed to fetch'), false, english)).toEqual({ title: 'Upload failed', description: 'Failed to fetch' });
    expect(identifyErrorToast(refused(null, ''), false, english)).toEqual({ title: 'Upload failed', description: 'An error occurred during species identification.' });
  });

  test('the words of a message choose nothing: only its code does', () => {
    expect(identifyErrorToast(refused(null, 'Free identification limit reached'), true, english).title).toBe('Upload failed');
    expect(identifyErrorToast(refused('position.invalid', 'quota missing JSON empty response'), true, english).title).toBe('Upload failed');
    expect(identifyErrorToast(refused('quota.free_exhausted', 'Límite alcanzado'), true, english).title).toBe('Identification limit reached');
  });

  test("the toast is in the page's language, chosen by the code whatever the message's words", () => {
    const german = identifyWords('de').upload.errors;
    expect(identifyErrorToast(refused('quota.free_exhausted', 'Free identification limit reached'), true, german)).toEqual({
      title: 'Bestimmungslimit erreicht',
      description: 'Bitte wechsle zu einem höheren Abo für weitere Bestimmungen.',
    });
    expect(identifyErrorToast(refused('ai.timed_out'), false, german).title).toBe('KI-Dienst nicht verfügbar');
    expect(identifyErrorToast(refused(null, ''), false, german)).toEqual({
      title: 'Hochladen fehlgeschlagen',
      description: 'Bei der Bestimmung der Art ist ein Fehler aufgetreten.',
    });
  });

  test('an empty answer is told as one', async () => {
    const empty = await readIdentifyResponse(new Response('', { status: 200 })).catch((error) => error);
    expect(identifyErrorToast(empty, false, english).title).toBe('Server Communication Error');
  });
});

describe('reading the identify response', () => {
  const read = (body: string, status = 200, statusText = 'OK') => readIdentifyResponse(new Response(body, { status, statusText }));

  test('non-OK: the body message and code, else the status', async () => {
    await expect(read('{"code":"upload.too_large","message":"File too large"}', 413)).rejects.toThrow('File too large');
    expect(await read('{"code":"upload.too_large","message":"File too large"}', 413).catch((error) => error.code)).toBe('upload.too_large');
    await expect(read('<html>', 502, 'Bad Gateway')).rejects.toThrow('Server error: 502 Bad Gateway');
  });

  test('empty and unreadable bodies', async () => {
    await expect(read('')).rejects.toThrow('The server returned an empty response');
    await expect(read('{oops')).rejects.toThrow('Failed to process the server response. This may be due to a temporary issue. Please try again.');
    expect(await read('{"id":1}')).toEqual({ id: 1 });
  });
});
