import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLabels, readLabels } from './labels';

describe('labels.csv', () => {
  test('header, rows, quotes, CRLF, a BOM, blank lines and extra columns', () => {
    const text = '\uFEFFfile,scientificName,note\r\na.jpg,Chromis viridis,\r\n\r\n"b, 2.jpg","Chromis  caerulea","said ""blue"""\n';
    expect(parseLabels(text)).toEqual([
      { file: 'a.jpg', files: ['a.jpg'], scientificName: 'Chromis viridis', position: null, observedAt: null, line: 2 },
      { file: 'b, 2.jpg', files: ['b, 2.jpg'], scientificName: 'Chromis caerulea', position: null, observedAt: null, line: 4 },
    ]);
  });

  test('optional where and when, checked as the upload form checks them', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const text = 'file,scientificName,latitude,longitude,observedAt\na.jpg,Chromis viridis,-16.9,145.9,2025-06-14\nb.jpg,Chelonia mydas,,,\n';
    expect(parseLabels(text, now)).toEqual([
      { file: 'a.jpg', files: ['a.jpg'], scientificName: 'Chromis viridis', position: { latitude: -16.9, longitude: 145.9 }, observedAt: '2025-06-14', line: 2 },
      { file: 'b.jpg', files: ['b.jpg'], scientificName: 'Chelonia mydas', position: null, observedAt: null, line: 3 },
    ]);
    const row = (cells: string) => parseLabels(`file,scientificName,latitude,longitude,observedAt\na.jpg,Chromis viridis,${cells}\n`, now);
    expect(() => row('95,145.9,')).toThrow('labels.csv line 2: Latitude must be a number of decimal degrees between -90 and 90 (a.jpg)');
    expect(() => row('-16.9,,')).toThrow('Please give both latitude and longitude, or neither');
    expect(() => row(',,2027-01-01')).toThrow('labels.csv line 2: observedAt cannot be in the future (a.jpg)');
  });

  test('a row may be a sighting: up to five files separated by ";", each checked as a single file is', () => {
    expect(parseLabels('file,scientificName\na.jpg; b.jpg ;c.jpg,Chromis viridis\nd.jpg,Chelonia mydas\n')).toEqual([
      { file: 'a.jpg;b.jpg;c.jpg', files: ['a.jpg', 'b.jpg', 'c.jpg'], scientificName: 'Chromis viridis', position: null, observedAt: null, line: 2 },
      { file: 'd.jpg', files: ['d.jpg'], scientificName: 'Chelonia mydas', position: null, observedAt: null, line: 3 },
    ]);
    expect(() => parseLabels('file,scientificName\na.jpg;;b.jpg,X y\n')).toThrow('labels.csv line 2: a file name between the ";" is empty');
    expect(() => parseLabels('file,scientificName\na;b;c;d;e;f,X y\n')).toThrow('labels.csv line 2: a sighting has at most 5 photos, got 6');
    expect(() => parseLabels('file,scientificName\na.jpg;../b.jpg,X y\n')).toThrow('"../b.jpg" must be a path inside the folder');
    expect(() => parseLabels('file,scientificName\na.jpg;b.jpg,X y\nb.jpg,X z\n')).toThrow('labels.csv line 3: b.jpg is already labelled on line 2');
  });

  test('clear errors naming the line', () => {
    expect(() => parseLabels('')).toThrow('labels.csv is empty');
    expect(() => parseLabels('image,species\na.jpg,X y\n')).toThrow('the header must name the columns "file,scientificName", got "image,species"');
    expect(() => parseLabels('file,scientificName\n')).toThrow('no images');
    expect(() => parseLabels('file,scientificName\na.jpg\n')).toThrow('labels.csv line 2: expected 2 fields (file,scientificName), got 1');
    expect(() => parseLabels('file,scientificName\na.jpg, \n')).toThrow('labels.csv line 2: the scientific name of a.jpg is empty');
    expect(() => parseLabels('file,scientificName\na.jpg,X y\na.jpg,X z\n')).toThrow('labels.csv line 3: a.jpg is already labelled on line 2');
    expect(() => parseLabels('file,scientificName\n../a.jpg,X y\n')).toThrow('must be a path inside the folder');
    expect(() => parseLabels('file,scientificName\n"a.jpg,X y\n')).toThrow('never closed');
  });

  test('every image named must be in the folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reefid-labels-'));
    try {
      expect(() => readLabels(folder)).toThrow('has no labels.csv');
      writeFileSync(join(folder, 'labels.csv'), 'file,scientificName\nthere.jpg,Chelonia mydas\nmissing.jpg,Chelonia mydas\n');
      writeFileSync(join(folder, 'there.jpg'), 'x');
      expect(() => readLabels(folder)).toThrow(`labels.csv line 3: the image missing.jpg is not in ${folder}`);
      expect(() => readLabels(join(folder, 'nope'))).toThrow('is not a folder');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
