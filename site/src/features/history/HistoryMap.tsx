import { useEffect, useMemo, useState } from 'react';
import MapView, { type MapMarker } from '../maps/MapView';
import { observedText } from '../maps/position-text';
import type { Sighting } from '../../lib/types';
import { fetchSightings } from './identifications';
import { pathIn } from '@rules/languages';
import type { HistoryWords } from './history-words';
import './HistoryMap.css';

const labelOf = (sighting: Sighting) => (sighting.observedAt ? `${sighting.speciesName}, ${observedText(sighting.observedAt)}` : sighting.speciesName);

/**
 * The dive log's map: every identification of the user that has a place (all of them, not only the history's
 * loaded page), each a dot named after its species that opens its page. Nothing shows until one has a place.
 */
export default function HistoryMap({ words }: { words: HistoryWords['map'] }) {
  const [sightings, setSightings] = useState<Sighting[] | null>(null);
  useEffect(() => {
    // Without the map the history still works: a failed call shows no map rather than an error.
    fetchSightings().then(setSightings, () => setSightings([]));
  }, []);
  const markers = useMemo<MapMarker[]>(
    () => (sightings ?? []).map((s) => ({ id: s.id, latitude: s.latitude, longitude: s.longitude, label: labelOf(s), href: pathIn(words.language, `/identifications/${s.id}`) })),
    [sightings, words.language],
  );
  if (!sightings?.length) return null;
  return (
    <section className="history-map" aria-label={words.title}>
      <h2>{words.title}</h2>
      <MapView label={words.label} markers={markers} words={words.view} />
    </section>
  );
}
