import { describe, expect, test } from 'bun:test';
import { cameraOffset, correctedTime, localFieldValue, offsetText } from './camera-clock';
import { divesWords } from './dives-words';

const { clock } = divesWords('en');

describe("the camera's clock", () => {
  test('the offset is the real time less the camera time, in seconds', () => {
    expect(cameraOffset('2025-06-14T09:41:07', '2025-06-14T09:43:17')).toBe(130);
    expect(cameraOffset('2025-06-14T10:41:07', '2025-06-14T09:41:07')).toBe(-3600);
    // Across midnight and a month's end, with the time zone the camera wrote ignored: both clocks are local.
    expect(cameraOffset('2025-06-30T23:59:30+10:00', '2025-07-01T00:00:10')).toBe(40);
    expect(cameraOffset('2025-06-14T09:41', '')).toBeNull();
  });

  test('the offset moves the camera time to the real time', () => {
    expect(correctedTime('2025-06-14T09:41:07', 130)).toBe('2025-06-14T09:43:17');
    expect(correctedTime('2025-06-14T09:41:07', -3600)).toBe('2025-06-14T08:41:07');
    expect(localFieldValue('2025-06-14T09:41+10:00')).toBe('2025-06-14T09:41:00');
  });

  test('the offset in words says whether the camera is behind or ahead', () => {
    expect(offsetText(0, clock)).toBe('in step with the dive computer');
    expect(offsetText(130, clock)).toBe('2 min 10 s behind the dive computer');
    expect(offsetText(-3605, clock)).toBe('1 h 00 min 5 s ahead of the dive computer');
    expect(offsetText(-45, clock)).toBe('45 s ahead of the dive computer');
  });
});
