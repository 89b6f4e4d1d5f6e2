import { pathIn } from '@rules/languages';
import type { Dive } from './dives';
import { depthText, diveDateText, durationText, sightingsText } from './dive-words';
import type { DivesWords } from './dives-words';

/** One dive of the list: a link to it, with its date, site, deepest point, length and sightings. */
export default function DiveRow({ dive, words }: { dive: Dive; words: DivesWords }) {
  const { id, startedAt, site, maxDepthMeters, durationSeconds, identificationCount } = dive;
  return (
    <li className="dive-row">
      <a href={pathIn(words.language, `/dives/${id}`)} data-testid="dive-row">
        <span className="dive-row-date">{diveDateText(startedAt)}</span>
        <span className="dive-row-site">{site?.name || words.noSite}</span>
        <span className="dive-row-figures">
          <span>
            <span className="visually-hidden">{words.maxDepth} </span>
            {maxDepthMeters === null ? words.depthNotLogged : depthText(maxDepthMeters, { locale: words.language })}
          </span>
          <span>
            <span className="visually-hidden">{words.duration} </span>
            {durationText(durationSeconds, words)}
          </span>
          <span>{sightingsText(identificationCount, words)}</span>
        </span>
      </a>
    </li>
  );
}
