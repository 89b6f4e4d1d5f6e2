import { describe, expect, test } from 'bun:test';
import { checkTripClock, isLocalDate, tripPreview, tripsOf, wholeHourOffset } from './trip-clock';

const dive = (id: number, startedAt: string, durationSeconds = 2700, cameraOffsetSeconds = 0) => ({ id, startedAt, durationSeconds, cameraOffsetSeconds });
// A week in Palau (two dives a day, 14 and 15 June), and a dive at home a month later.
const palau = [dive(1, '2025-06-14T09:00:00'), dive(2, '2025-06-14T13:00:00'), dive(3, '2025-06-15T09:00:00'), dive(4, '2025-06-15T13:00:00')];
const home = dive(5, '2025-07-20T10:00:00');

describe('the camera clock of a trip', () => {
  test('real dates only, written YYYY-MM-DD', () => {
    expect(['2024-02-29', '2025-12-31'].map(isLocalDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-04-31', '2025-6-1', '14/06/2025', 20250614].map(isLocalDate)).toEqual([false, false, false, false, false]);
    expect(checkTripClock({ cameraOffsetSeconds: 7200, from: '2025-06-14', to: '2025-06-14' })).toEqual({ value: { cameraOffsetSeconds: 7200, from: '2025-06-14', to: '2025-06-14' } });
    expect(checkTripClock({ cameraOffsetSeconds: 7200, from: '2025-06-15', to: '2025-06-14' })).toEqual({ error: 'from must not be after to' });
  });

  test('dives at most 3 days apart are one trip', () => {
    expect(tripsOf([home, ...palau].reverse()).map((trip) => trip.map((d) => d.id))).toEqual([[1, 2, 3, 4], [5]]);
  });

  test("the preview moves the trip's dives only, by the server's rule", () => {
    const times = ['2025-06-14T07:20:00', '2025-07-20T08:20:00'];
    const preview = tripPreview(times, [...palau, home], { cameraOffsetSeconds: 7200, from: '2025-06-14', to: '2025-06-15' });
    expect(preview.map((match) => match && [match.dive.id, match.seconds, match.dive.cameraOffsetSeconds])).toEqual([[1, 1200, 0], null]);
  });

  test('a camera on home time: the whole hour that places most of the photos on no dive', () => {
    // Taken 20 minutes into each dive by a camera 2 hours behind; one more photo on the boat, far from any dive.
    const unplaced = ['2025-06-14T07:20:00', '2025-06-14T11:20:00', '2025-06-15T07:20:00', '2025-06-15T16:00:00'];
    expect(wholeHourOffset(unplaced, palau)).toEqual({ hours: 2, placed: 3, of: 4 });
    // Half of them is not most of them.
    expect(wholeHourOffset([...unplaced, '2025-06-15T18:00:00'].slice(1), palau)).toBeNull();
    // Already set: nothing to offer.
    expect(wholeHourOffset(unplaced, palau.map((d) => ({ ...d, cameraOffsetSeconds: 7200 })))).toBeNull();
    // Photos of another month are not this trip's.
    expect(wholeHourOffset(['2025-07-20T08:20:00'], palau)).toBeNull();
  });
});
