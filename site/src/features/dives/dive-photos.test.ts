import { expect, test } from 'bun:test';
import { chartSightings, clockPhotos } from './dive-photos';
import type { DiveDetail } from './dives';

const dive = (cameraOffsetSeconds: number): DiveDetail => ({
  id: 5,
  startedAt: '2025-06-14T09:30:00',
  utcOffsetMinutes: null,
  durationSeconds: 2700,
  maxDepthMeters: 22,
  site: null,
  cameraOffsetSeconds,
  identificationCount: 3,
  profile: [
    { seconds: 0, depthMeters: 0 },
    { seconds: 1200, depthMeters: 20 },
    { seconds: 2700, depthMeters: 0 },
  ],
  identifications: [
    { id: 1, takenAt: '2025-06-14T10:45:00', depthMeters: null },
    { id: 2, takenAt: '2025-06-14', depthMeters: 12 },
  ],
});

test("a sighting is drawn at its camera time moved by the dive's camera offset, at its depth or the profile's", () => {
  const [drawn, ...rest] = chartSightings(dive(-3600), [{ id: 1, speciesName: 'Manta Ray', imageUrl: '/uploads/1.jpg', observedAt: '2025-06-14T10:45:00' }]);
  expect(drawn).toEqual({ id: 1, seconds: 900, depthMeters: 15, name: 'Manta Ray', imageUrl: '/uploads/1.jpg', href: '/identifications/1' });
  // A photo with a date but no time of day has no moment on the chart.
  expect(rest).toEqual([]);
  expect(chartSightings(dive(0), [])[0]!.seconds).toBe(4500);
});

test("the clock's photos are the dive's own first, each once, and only those with a time of day", () => {
  const onDive = [{ id: 1, speciesName: 'Manta Ray', imageUrl: null, observedAt: '2025-06-14T10:45:00' }];
  const nearby = [
    { id: 1, speciesName: 'Manta Ray', imageUrl: null, observedAt: '2025-06-14T10:45:00' },
    { id: 3, speciesName: 'Turtle', imageUrl: null, observedAt: '2025-06-14' },
    { id: 4, speciesName: 'Wrasse', imageUrl: null, observedAt: '2025-06-14T11:02:30+09:00' },
  ];
  expect(clockPhotos(onDive, nearby)).toEqual([
    { id: 1, name: 'Manta Ray', cameraTime: '2025-06-14T10:45:00' },
    { id: 4, name: 'Wrasse', cameraTime: '2025-06-14T11:02:30+09:00' },
  ]);
});
