import { useId } from 'react';
import { CHART, chartScale, profilePath, type ProfilePoint } from './depth-chart';
import { fill, counted } from '../../lib/fill';
import { depthText, durationText, elapsedText } from './dive-words';
import type { DivesWords } from './dives-words';
import './DepthProfile.css';

/** A photo of the dive on the chart: at its moment and depth, its thumbnail linking to its identification. */
export interface ChartSighting {
  id: number;
  /** Into the dive. */
  seconds: number;
  depthMeters: number;
  /** The species, as far as it is known. */
  name: string;
  imageUrl: string | null;
  href: string;
}

interface Props {
  durationSeconds: number;
  /** Null when the log gave no depth. */
  maxDepthMeters: number | null;
  profile: ProfilePoint[];
  sightings: ChartSighting[];
  words: DivesWords;
}

/** What the chart shows, in words: read by screen readers, and shown under the chart for everyone. */
export function profileSummary({ durationSeconds, maxDepthMeters, sightings, words }: Pick<Props, 'durationSeconds' | 'maxDepthMeters' | 'sightings' | 'words'>): string {
  const depth = maxDepthMeters === null ? words.depthNotLogged : depthText(maxDepthMeters, { locale: words.language });
  const summary = fill(words.profile.summary, { depth, duration: durationText(durationSeconds, words) });
  if (!sightings.length) return summary;
  return `${summary}${words.language === 'zh-Hans' ? '' : ' '}${counted(words.profile.marked, sightings.length, words.language)}`;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** The depth profile: time across, depth downward from the surface, each sighting a thumbnail at its moment. */
export default function DepthProfile({ durationSeconds, maxDepthMeters, profile, sightings, words }: Props) {
  const id = useId();
  const scale = chartScale(durationSeconds, maxDepthMeters ?? 0, profile);
  const summary = profileSummary({ durationSeconds, maxDepthMeters, sightings, words });
  const sightingText = (sighting: ChartSighting) =>
    fill(words.profile.sightingAt, { name: sighting.name, depth: depthText(sighting.depthMeters, { locale: words.language }), elapsed: elapsedText(sighting.seconds) });
  const plotRight = CHART.width - CHART.right;
  const plotBottom = CHART.height - CHART.bottom;
  return (
    <figure className="depth-profile" aria-labelledby={`${id}-caption`}>
      <div className="depth-profile-plot">
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={`${id}-title ${id}-caption`} data-testid="depth-profile">
          <title id={`${id}-title`}>{words.profile.chart}</title>
          <g className="depth-profile-grid" aria-hidden="true">
            {scale.depthTicks.map((depth) => (
              <line key={`d${depth}`} x1={CHART.left} x2={plotRight} y1={scale.y(depth)} y2={scale.y(depth)} />
            ))}
            {scale.minuteTicks.map((minute) => (
              <line key={`t${minute}`} x1={scale.x(minute * 60)} x2={scale.x(minute * 60)} y1={CHART.top} y2={plotBottom} />
            ))}
          </g>
          <path className="depth-profile-line" d={profilePath(profile, scale)} data-testid="depth-profile-line" />
          {sightings.map((sighting) => (
            <circle key={sighting.id} className="depth-profile-dot" cx={scale.x(sighting.seconds)} cy={scale.y(sighting.depthMeters)} r={5} />
          ))}
        </svg>
        {/* The labels are HTML over the chart, not SVG text: they keep their size (12 px) however narrow the chart is drawn. */}
        <div className="depth-profile-labels" aria-hidden="true" data-testid="depth-profile-labels">
          {scale.depthTicks.map((depth) => (
            <span key={`d${depth}`} className="depth-tick-y" style={{ left: percent(CHART.left - 6, CHART.width), top: percent(scale.y(depth), CHART.height) }}>
              {depth}
            </span>
          ))}
          {scale.minuteTicks.map((minute) => (
            <span key={`t${minute}`} className="depth-tick-x" style={{ left: percent(scale.x(minute * 60), CHART.width), top: percent(plotBottom + 4, CHART.height) }}>
              {minute}
            </span>
          ))}
          <span className="depth-axis depth-axis-x" style={{ left: percent((CHART.left + plotRight) / 2, CHART.width) }}>
            {words.profile.axisTime}
          </span>
          <span className="depth-axis depth-axis-y" style={{ top: percent((CHART.top + plotBottom) / 2, CHART.height) }}>
            {words.profile.axisDepth}
          </span>
        </div>
        {sightings.map((sighting) => (
          <a
            key={sighting.id}
            className="depth-marker"
            href={sighting.href}
            data-testid="sighting-marker"
            style={{ left: percent(scale.x(sighting.seconds), CHART.width), top: percent(scale.y(sighting.depthMeters), CHART.height) }}
          >
            {sighting.imageUrl ? (
              <img src={sighting.imageUrl} alt={sightingText(sighting)} />
            ) : (
              <>
                <span className="visually-hidden">{sightingText(sighting)}</span>
                <span className="depth-marker-dot" aria-hidden="true" />
              </>
            )}
          </a>
        ))}
      </div>
      <figcaption id={`${id}-caption`} data-testid="profile-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
