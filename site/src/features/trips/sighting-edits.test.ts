import { describe, expect, test } from 'bun:test';
import { dropPhoto, editedSightings, gridOf, mergeWithNext, movePhoto, splitAt, type GridSighting } from './sighting-edits';

// Photo n was taken at minute n; photo 9's time is unknown.
const timeOf = (id: number) => (id === 9 ? null : id * 60_000);
const open = (...photoIds: number[]): GridSighting => ({ photoIds, locked: false });

describe("the sightings' grid", () => {
  test('shows each sighting’s photos in time order, and the sightings by their first photo', () => {
    const grid = gridOf(
      [
        { id: 1, photoIds: [7, 5], identificationId: null, status: 'grouped' },
        { id: 2, photoIds: [3, 1, 2], identificationId: 4, status: 'identified' },
      ],
      timeOf,
    );
    expect(grid).toEqual([{ photoIds: [1, 2, 3], locked: true }, open(5, 7)]);
  });

  test('moves a photo to another sighting, in its time order there, and a sighting left empty goes', () => {
    expect(movePhoto([open(1, 2), open(4, 6), open(8)], 8, 1, timeOf)).toEqual([open(1, 2), open(4, 6, 8)]);
    expect(movePhoto([open(1, 2), open(4, 6)], 2, 1, timeOf)).toEqual([open(1), open(2, 4, 6)]);
  });

  test('splits a sighting from a photo: it and those after it become the next sighting', () => {
    expect(splitAt([open(1, 2, 3, 4), open(6)], 0, 3)).toEqual([open(1, 2), open(3, 4), open(6)]);
    // From its first photo there is nothing to split.
    expect(splitAt([open(1, 2)], 0, 1)).toEqual([open(1, 2)]);
  });

  test('merges a sighting with the next, in time order', () => {
    expect(mergeWithNext([open(1, 5), open(3, 4), open(8)], 0, timeOf)).toEqual([open(1, 3, 4, 5), open(8)]);
  });

  test('drops a photo from its sighting; the trip keeps it, in none', () => {
    expect(dropPhoto([open(1, 2), open(4)], 4)).toEqual([open(1, 2)]);
    expect(dropPhoto([open(1, 2), open(4)], 1)).toEqual([open(2), open(4)]);
  });

  test('never edits a sighting being or been identified, and sends only those that may be regrouped', () => {
    const locked: GridSighting = { photoIds: [1, 2], locked: true };
    expect(mergeWithNext([locked, open(3)], 0, timeOf)).toEqual([locked, open(3)]);
    expect(movePhoto([open(3), locked], 3, 1, timeOf)).toEqual([open(3), locked]);
    expect(dropPhoto([locked, open(3, 4)], 1)).toEqual([locked, open(3, 4)]);
    expect(editedSightings([locked, open(3, 4), open(9)])).toEqual([{ photoIds: [3, 4] }, { photoIds: [9] }]);
  });
});
