import type { Dive } from './dives';
import { depthText, diveDateText, durationText, sightingsText } from './dive-words';

/** One dive of the list: a link to it, with its date, site, deepest point, length and sightings. */
export default function DiveRow({ dive }: { dive: Dive }) {
  const { id, startedAt, site, maxDepthMeters, durationSeconds, identificationCount } = dive;
  return (
    <li className="dive-row">
      <a href={`/dives/${id}`} data-testid="dive-row">
        <span className="dive-row-date">{diveDateText(startedAt)}</span>
        <span className="dive-row-site">{site?.name || 'No site given'}</span>
        <span className="dive-row-figures">
          <span>
            <span className="visually-hidden">Maximum depth </span>
            {maxDepthMeters === null ? 'not logged' : depthText(maxDepthMeters)}
          </span>
          <span>
            <span className="visually-hidden">Duration </span>
            {durationText(durationSeconds)}
          </span>
          <span>{sightingsText(identificationCount)}</span>
        </span>
      </a>
    </li>
  );
}
