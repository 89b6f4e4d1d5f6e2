/**
 * The chart's drawing box (SVG units); it scales with the page, keeping its shape. The left and bottom margins hold
 * the 12 px labels (HTML, unscaled) even when a phone draws the box at about half its width.
 */
export const CHART = { width: 640, height: 280, left: 84, right: 16, top: 20, bottom: 68 } as const;

export interface ProfilePoint {
  seconds: number;
  depthMeters: number;
}

/** The first round number at or above a value, from steps a diver reads easily (1, 2, 5, 10 × 10ⁿ). */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= raw) ?? 10 * power;
}

export interface ChartScale {
  /** The depth at the bottom of the chart: the deepest point, rounded up to a tick. */
  bottomMeters: number;
  /** The time at the right of the chart: the end of the dive. */
  endSeconds: number;
  x: (seconds: number) => number;
  y: (depthMeters: number) => number;
  depthTicks: number[];
  /** In whole minutes. */
  minuteTicks: number[];
}

/** Time across from the left, depth downward from the surface at the top. */
export function chartScale(durationSeconds: number, maxDepthMeters: number, profile: ProfilePoint[] = []): ChartScale {
  const deepest = Math.max(maxDepthMeters, ...profile.map((point) => point.depthMeters), 1);
  const depthStep = niceStep(deepest, 5);
  const bottomMeters = Math.ceil(deepest / depthStep) * depthStep;
  const endSeconds = Math.max(durationSeconds, ...profile.map((point) => point.seconds), 60);
  const minutes = endSeconds / 60;
  const minuteStep = Math.max(1, niceStep(minutes, 6));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const ticks = (step: number, last: number) => Array.from({ length: Math.floor(last / step + 1e-9) + 1 }, (_, index) => index * step);
  return {
    bottomMeters,
    endSeconds,
    x: (seconds) => CHART.left + (Math.min(Math.max(seconds, 0), endSeconds) / endSeconds) * plotWidth,
    y: (depth) => CHART.top + (Math.min(Math.max(depth, 0), bottomMeters) / bottomMeters) * plotHeight,
    depthTicks: ticks(depthStep, bottomMeters),
    minuteTicks: ticks(minuteStep, minutes),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The profile as one SVG path, from the surface at the start to the surface at the end. */
export function profilePath(profile: ProfilePoint[], scale: ChartScale): string {
  const points = [...profile].sort((a, b) => a.seconds - b.seconds);
  if (points.length === 0) return '';
  const first = points[0]!.seconds > 0 ? [{ seconds: 0, depthMeters: 0 }] : [];
  return [...first, ...points].map((point, index) => `${index ? 'L' : 'M'}${round(scale.x(point.seconds))} ${round(scale.y(point.depthMeters))}`).join(' ');
}
