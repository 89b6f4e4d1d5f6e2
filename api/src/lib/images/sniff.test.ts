import { describe, expect, test } from 'bun:test';
import { sniffImageKind } from './sniff';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  return bytes([0, 0, 0, body.length + 4], ...[[...body]]);
};

describe('image type from the first bytes', () => {
  test('recognises each accepted format', () => {
    expect(sniffImageKind(bytes([0xff, 0xd8, 0xff, 0xe1], 'rest'))).toBe('jpeg');
    expect(sniffImageKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageKind(bytes('GIF89a....'))).toBe('gif');
    expect(sniffImageKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageKind(bytes('II', [0x2a, 0], 'xxxx'))).toBe('tiff');
    expect(sniffImageKind(bytes('MM', [0, 0x2a], 'xxxx'))).toBe('tiff');
    expect(sniffImageKind(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageKind(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    // A generic HEIF major brand decided by its compatible brands.
    expect(sniffImageKind(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(sniffImageKind(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
  });

  test('refuses everything else, including video in the same container family', () => {
    expect(sniffImageKind(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(bytes('BM', [0, 0, 0, 0]))).toBeNull();
    expect(sniffImageKind(ftyp('isom', 'isom', 'mp42'))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });
});
