import { useId } from 'react';
import type { Accuracy } from '../../lib/types';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';
import { countText, percentText } from './figures';

type Bucket = Accuracy['calibration']['buckets'][number];

const SIZE = 240;
const PAD = 36;
const span = SIZE - PAD * 1.5;
const x = (value: number) => PAD + value * span;
const y = (value: number) => SIZE - PAD - value * span;

/** What the chart shows, in words: its text alternative. */
export function describeBuckets(buckets: Bucket[], words: AdminWords): string {
  const percent = (value: number) => percentText(words.language, value);
  const filled = buckets.filter((bucket) => bucket.accuracy !== null);
  if (!filled.length) return words.chartEmpty;
  return filled
    .map((b) => fill(words.chartBucket, { from: percent(b.from), to: percent(b.to), accuracy: percent(b.accuracy!), sightings: countText(words.language, b.sightings) }))
    .join('; ')
    .replace(/^./, (first) => first.toUpperCase()) + words.fullStop;
}

/**
 * The reliability chart: for each confidence bucket of 0.1, the share of sightings whose best candidate was the
 * experts' species, as a bar; a well-calibrated model's bars reach the diagonal.
 */
export default function ReliabilityChart({ buckets, words }: { buckets: Bucket[]; words: AdminWords }) {
  const percent = (value: number) => percentText(words.language, value);
  const titleId = useId();
  const descId = useId();
  const width = span / buckets.length;
  return (
    <svg className="reliability-chart" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{words.chartTitle}</title>
      <desc id={descId}>{`${describeBuckets(buckets, words)} ${words.chartDiagonal}`}</desc>
      <rect x={PAD} y={y(1)} width={span} height={span} className="chart-frame" />
      {buckets.map((bucket) =>
        bucket.accuracy === null ? null : (
          <rect key={bucket.from} data-testid="reliability-bar" x={x(bucket.from) + 1} y={y(bucket.accuracy)} width={width - 2} height={bucket.accuracy * span} className="chart-bar" />
        ),
      )}
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} className="chart-diagonal" />
      {[0, 0.5, 1].map((tick) => (
        <g key={tick} className="chart-tick" aria-hidden="true">
          <text x={x(tick)} y={SIZE - PAD + 14} textAnchor="middle">{percent(tick)}</text>
          <text x={PAD - 4} y={y(tick) + 4} textAnchor="end">{percent(tick)}</text>
        </g>
      ))}
      <text x={x(0.5)} y={SIZE - 4} textAnchor="middle" className="chart-axis" aria-hidden="true">{words.colConfidence}</text>
      <text x={10} y={y(0.5)} textAnchor="middle" transform={`rotate(-90 10 ${y(0.5)})`} className="chart-axis" aria-hidden="true">{words.colAccuracy}</text>
    </svg>
  );
}
