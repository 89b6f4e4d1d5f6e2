import { dayText } from '@rules/dates';
import { counted, fill } from '../../lib/words';
import type { HistoryWords } from './history-words';
import { useEffect, useState } from 'react';
import { fetchLifeList, type LifeListEntry } from './identifications';
import ShownFromDevice from '../offline/ShownFromDevice';
import './LifeList.css';

/** The day of a sighting as written (a camera's clock has no time zone), in words: "1 March 2025". */
const day = (seen: string) => dayText(seen.slice(0, 10));


/**
 * The user's life list, a dive log of the taxa they have seen: what they confirmed, one line per taxon, with the
 * first and the last day seen and how many sightings, most recently seen first. Every account has it.
 */
export default function LifeList({ words }: { words: HistoryWords['lifeList'] }) {
  // undefined while loading, null if it could not be loaded.
  const [entries, setEntries] = useState<LifeListEntry[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchLifeList().then(
      (list) => live && setEntries(list),
      () => live && setEntries(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const sightings = entries?.reduce((sum, entry) => sum + entry.sightings, 0) ?? 0;
  return (
    <details className="life-list card" data-testid="life-list">
      <summary>
        <h2>{words.title}</h2>
        <span className="life-list-count">
          {entries === undefined
            ? words.loading
            : entries === null
              ? words.failed
              : fill(words.count, {
                  taxa: counted(words.language, words.taxa, entries.length),
                  sightings: counted(words.language, words.sightingsCount, sightings),
                })}
        </span>
      </summary>
      <ShownFromDevice what="life-list" />
      {entries === null && <p className="life-list-error">{words.error}</p>}
      {entries?.length === 0 && (
        <p className="life-list-empty">{words.empty}</p>
      )}
      {!!entries?.length && (
        <table className="life-list-table">
          <thead>
            <tr>
              <th scope="col">{words.species}</th>
              <th scope="col">{words.firstSeen}</th>
              <th scope="col">{words.lastSeen}</th>
              <th scope="col">{words.sightings}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.aphiaId ?? `name:${entry.scientificName ?? entry.speciesName}`} data-testid="life-list-entry">
                <th scope="row">
                  {entry.speciesName}
                  {entry.scientificName && entry.scientificName !== entry.speciesName && <i> {entry.scientificName}</i>}
                </th>
                <td>{day(entry.firstSeen)}</td>
                <td>{day(entry.lastSeen)}</td>
                <td>{new Intl.NumberFormat(words.language).format(entry.sightings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
