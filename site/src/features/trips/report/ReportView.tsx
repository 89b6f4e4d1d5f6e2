import type { Language } from '@rules/languages';
import MapView, { type MapMarker } from '../../maps/MapView';
import { positionText } from '../../maps/position-text';
import { counted } from '../../../lib/fill';
import type { ReportDive, ReportSpecies, TripReport } from './report';
import type { ReportWords } from './report-words';
import './report.css';

/** A dive's start as the diver's computer kept it (its local time, no zone), in the page's language. */
function diveTime(startedAt: string, language: Language): string {
  const moment = new Date(`${startedAt.slice(0, 19)}Z`);
  return Number.isNaN(moment.getTime()) ? startedAt : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(moment);
}

/** What a dive is called in the list and on the map: when, and where when its place is shown. */
function diveName(dive: ReportDive, words: ReportWords): string {
  if (dive.id === null || !dive.startedAt) return words.noDive;
  const when = diveTime(dive.startedAt, words.language);
  return dive.siteName ? `${when} · ${dive.siteName}` : when;
}

const placed = (dive: ReportDive) => dive.id !== null && dive.latitude !== null && dive.longitude !== null;

/** Species with their counts, the most seen first; the new ones for the diver's life list marked so. */
function SpeciesList({ species, words, label }: { species: ReportSpecies[]; words: ReportWords; label: string }) {
  return (
    <ul className="report-species" aria-label={label}>
      {species.map((each) => (
        <li key={`${each.aphiaId ?? each.name}`}>
          <span className="report-species-name">{each.name}</span>
          {each.scientificName && each.scientificName !== each.name && <i className="report-scientific"> {each.scientificName}</i>}
          <span className="report-count"> · {counted(words.sightings, each.sightings, words.language)}</span>
          {each.newForLifeList && <strong className="report-new"> {words.newForLifeList}</strong>}
        </li>
      ))}
    </ul>
  );
}

/** One dive's entry: its name, its place (or why it is not shown) and what was seen on it. */
function DiveEntry({ dive, words }: { dive: ReportDive; words: ReportWords }) {
  const name = diveName(dive, words);
  const place = dive.placeHidden ? words.placeHidden : placed(dive) ? positionText({ latitude: dive.latitude!, longitude: dive.longitude! }) : dive.id === null ? null : words.unplaced;
  return (
    <li id={dive.id === null ? 'no-dive' : `dive-${dive.id}`} tabIndex={-1}>
      <h3>{name}</h3>
      {place && <p className={dive.placeHidden ? 'report-place-hidden' : 'report-place'}>{place}</p>}
      <SpeciesList species={dive.species} words={words} label={name} />
    </li>
  );
}

/**
 * A trip's report: the species seen with their counts, then the dives on a map and, as its equivalent for keyboards
 * and screen readers, as a list in the order they were dived (each map dot links to its dive's entry).
 */
export default function ReportView({ report, words }: { report: TripReport; words: ReportWords }) {
  if (report.sightings === 0) return <p className="report-empty">{words.empty}</p>;
  const markers: MapMarker[] = report.dives.filter(placed).map((dive) => ({
    id: dive.id!,
    latitude: dive.latitude!,
    longitude: dive.longitude!,
    label: diveName(dive, words),
    href: `#dive-${dive.id}`,
  }));
  return (
    <div className="trip-report">
      <section aria-labelledby="report-species">
        <h2 id="report-species">{words.species}</h2>
        <p>{counted(words.counted, report.sightings, words.language)}</p>
        <SpeciesList species={report.species} words={words} label={words.speciesLabel} />
      </section>
      <section aria-labelledby="report-dives">
        <h2 id="report-dives">{words.dives}</h2>
        {markers.length > 0 && <MapView label={words.map} markers={markers} words={words.mapView} size="small" />}
        <ol className="report-dives" aria-label={words.divesLabel}>
          {report.dives.map((dive) => (
            <DiveEntry key={dive.id ?? 'none'} dive={dive} words={words} />
          ))}
        </ol>
      </section>
    </div>
  );
}
