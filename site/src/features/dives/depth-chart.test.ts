import { describe, expect, test } from 'bun:test';
import { CHART, chartScale, profilePath } from './depth-chart';
import { profileSummary } from './DepthProfile';
import { divesWords } from './dives-words';

const words = divesWords('en');

const plotBottom = CHART.height - CHART.bottom;
const plotRight = CHART.width - CHART.right;

describe('the depth chart', () => {
  test('depth runs downward from the surface at the top to the deepest point rounded up to a tick at the bottom', () => {
    const scale = chartScale(45 * 60, 22.1);
    expect(scale.bottomMeters).toBe(25);
    expect(scale.depthTicks).toEqual([0, 5, 10, 15, 20, 25]);
    expect(scale.y(0)).toBe(CHART.top);
    expect(scale.y(25)).toBe(plotBottom);
    expect(scale.y(12.5)).toBe((CHART.top + plotBottom) / 2);
    expect(scale.y(10)).toBeLessThan(scale.y(20));
  });

  test('time runs across from the start of the dive to its end, in minutes a diver reads', () => {
    const scale = chartScale(45 * 60 + 30, 22.1);
    expect(scale.x(0)).toBe(CHART.left);
    expect(scale.x(45 * 60 + 30)).toBe(plotRight);
    expect(scale.minuteTicks).toEqual([0, 10, 20, 30, 40]);
    // A moment beyond the chart stays on its edge rather than drawing outside it.
    expect(scale.x(99_999)).toBe(plotRight);
    expect(scale.y(-3)).toBe(CHART.top);
  });

  test('a sample deeper than the stated maximum still fits, and the line starts at the surface', () => {
    const profile = [
      { seconds: 10, depthMeters: 1.2 },
      { seconds: 600, depthMeters: 31 },
      { seconds: 1200, depthMeters: 0 },
    ];
    const scale = chartScale(1200, 28, profile);
    expect(scale.bottomMeters).toBe(40);
    expect(profilePath(profile, scale).startsWith(`M${CHART.left} ${CHART.top} L`)).toBe(true);
    expect(profilePath([], scale)).toBe('');
  });

  test('its text summary gives the maximum depth, the duration and the sightings', () => {
    expect(profileSummary({ durationSeconds: 45 * 60 + 30, maxDepthMeters: 22.1, sightings: [], words })).toBe('Maximum depth 22.1 m, duration 46 min.');
    const one = [{ id: 1, seconds: 60, depthMeters: 5, name: 'Manta', imageUrl: null, href: '/identifications/1' }];
    expect(profileSummary({ durationSeconds: 75 * 60, maxDepthMeters: 18, sightings: one, words })).toBe('Maximum depth 18 m, duration 1 h 15 min. 1 sighting marked.');
  });
});
