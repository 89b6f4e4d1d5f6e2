import { useState } from 'react';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/fill';
import { dropPhoto, mergeWithNext, movePhoto, splitAt, type GridSighting, type TimeOf } from './sighting-edits';
import type { GridWords } from './trips-words';

/** What this device knows of a sent photo: its name, time and dive (trip-photo-store.ts). */
export interface PhotoFacts {
  name: string;
  takenAt: string | null;
  diveId: number | null;
}

interface Props {
  grid: GridSighting[];
  facts: Map<number, PhotoFacts>;
  words: GridWords;
  language: Parameters<typeof pathIn>[0];
  /** The grid as the diver edited it; the screen sends it (PUT sightings). */
  onEdit: (grid: GridSighting[]) => void;
  busy: boolean;
}

/**
 * The trip's sightings in time order, each with its dive and photos. Every edit is a button or a menu, so the
 * keyboard reaches all of them: move a photo to another sighting, split a sighting from a photo, merge a sighting
 * with the next, drop a photo.
 */
export default function SightingsGrid({ grid, facts, words, language, onEdit, busy }: Props) {
  const timeOf: TimeOf = (id) => {
    const takenAt = facts.get(id)?.takenAt;
    return takenAt ? Date.parse(takenAt) : null;
  };
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium' });
  const nameOf = (id: number) => facts.get(id)?.name ?? fill(words.photo, { id });
  return (
    <ol className="sightings-grid" aria-label={words.label}>
      {grid.map((sighting, index) => {
        const title = fill(words.sighting, { index: index + 1 });
        const diveId = sighting.photoIds.map((id) => facts.get(id)?.diveId).find((dive) => dive != null);
        const next = grid[index + 1];
        return (
          <li key={sighting.photoIds[0]} className="sighting-card card" aria-labelledby={`sighting-${sighting.photoIds[0]}`}>
            <h3 id={`sighting-${sighting.photoIds[0]}`}>{title}</h3>
            <p className="hint">{diveId != null ? <a href={pathIn(language, `/dives/${diveId}`)}>{fill(words.dive, { dive: diveId })}</a> : words.noDive}</p>
            {sighting.locked && <p className="hint">{words.locked}</p>}
            <ul className="sighting-photos">
              {sighting.photoIds.map((id, at) => {
                const name = nameOf(id);
                const takenAt = timeOf(id);
                return (
                  <li key={id}>
                    <span className="sighting-photo-name" id={`trip-photo-${id}`}>
                      {name}
                    </span>
                    <span className="hint">{takenAt === null ? words.timeUnknown : time.format(takenAt)}</span>
                    {!sighting.locked && (
                      <span className="sighting-photo-actions">
                        <MoveMenu grid={grid} from={index} photoId={id} label={fill(words.moveLabel, { name })} words={words} busy={busy} onMove={(to) => onEdit(movePhoto(grid, id, to, timeOf))} />
                        {at > 0 && (
                          <button type="button" className="btn btn-outline" disabled={busy} aria-describedby={`trip-photo-${id}`} onClick={() => onEdit(splitAt(grid, index, id))}>
                            {words.split}
                          </button>
                        )}
                        <button type="button" className="btn btn-outline" disabled={busy} aria-describedby={`trip-photo-${id}`} onClick={() => onEdit(dropPhoto(grid, id))}>
                          {words.drop}
                        </button>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {next && !sighting.locked && !next.locked && (
              <button type="button" className="btn btn-outline" disabled={busy} aria-describedby={`sighting-${sighting.photoIds[0]}`} onClick={() => onEdit(mergeWithNext(grid, index, timeOf))}>
                {words.merge}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** "Move {photo} to": the other sightings the diver may still regroup, and a button to move it there. */
function MoveMenu({ grid, from, photoId, label, words, busy, onMove }: { grid: GridSighting[]; from: number; photoId: number; label: string; words: GridWords; busy: boolean; onMove: (to: number) => void }) {
  const targets = grid.map((sighting, index) => ({ sighting, index })).filter(({ sighting, index }) => index !== from && !sighting.locked);
  const [to, setTo] = useState(targets[0]?.index ?? -1);
  if (targets.length === 0) return null;
  return (
    <span className="sighting-move">
      <select aria-label={label} value={to} onChange={(event) => setTo(Number(event.target.value))}>
        {targets.map(({ index }) => (
          <option key={index} value={index}>
            {fill(words.sighting, { index: index + 1 })}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-outline" disabled={busy} aria-describedby={`trip-photo-${photoId}`} onClick={() => onMove(targets.some((target) => target.index === to) ? to : targets[0]!.index)}>
        {words.move}
      </button>
    </span>
  );
}
