import type { MapWords } from './map-words';
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import type { Position } from '@rules/location';
import { attributionHtml, escapeHtml, loadMapSettings } from './map-settings';
import 'leaflet/dist/leaflet.css';
import './MapView.css';

/** A sighting on the map: a dot that links to its identification. */
export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  /** What the dot is called: the species, and when. */
  label: string;
  href: string;
}

interface Props {
  /** The map's own words in the page's language (map-words.ts). */
  words: MapWords;
  /** The map's accessible name. */
  label: string;
  /** Show many: each a labelled dot linking to its page. */
  markers?: MapMarker[];
  /** Show one pin... */
  pin?: Position | null;
  /** ...which the user places by clicking or tapping the map and moves by dragging it. */
  onPin?: (position: Position) => void;
  size?: 'small' | 'large';
}

interface Drawn {
  L: typeof Leaflet;
  map: Leaflet.Map;
  markers: Leaflet.LayerGroup;
  pin: Leaflet.Marker | null;
}

/** Up to this many sightings are named on the map itself; with more, a dot is named when pointed at. */
const NAMED_MARKERS = 15;

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
/** Where on Earth a point of the map is: longitudes folded back into -180..180 however far the map was panned. */
const positionOf = (latlng: Leaflet.LatLng): Position => {
  const wrapped = latlng.wrap();
  return { latitude: rounded(wrapped.lat), longitude: rounded(wrapped.lng) };
};

/**
 * The product's map: Leaflet over the tile server the API names (GET /api/map), with its credit always shown.
 * Leaflet is loaded only when a map is shown, so pages without one, and server rendering, never load it.
 */
export default function MapView({ label, markers, pin, onPin, size = 'large', words }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const pinned = useRef(onPin);
  pinned.current = onPin;
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [demo, setDemo] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadMapSettings(), import('leaflet')])
      .then(([settings, module]) => {
        if (cancelled || !element.current) return;
        const L = ((module as { default?: typeof Leaflet }).default ?? module) as typeof Leaflet;
        const map = L.map(element.current, { worldCopyJump: true, minZoom: 1 });
        L.tileLayer(settings.tileUrl, { attribution: attributionHtml(settings), maxZoom: 19 }).addTo(map);
        map.setView([15, 0], 1);
        map.on('click', (event: Leaflet.LeafletMouseEvent) => pinned.current?.(positionOf(event.latlng)));
        drawn.current = { L, map, markers: L.layerGroup().addTo(map), pin: null };
        setDemo(settings.demo);
        setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      drawn.current?.map.remove();
      drawn.current = null;
    };
  }, []);

  // The sightings: drawn again when they change, and the map shows them all.
  useEffect(() => {
    const current = drawn.current;
    if (state !== 'shown' || !current || !markers) return;
    const { L, map } = current;
    current.markers.clearLayers();
    for (const marker of markers) {
      const name = escapeHtml(marker.label);
      const icon = L.divIcon({
        className: 'map-sighting',
        html: `<a href="${escapeHtml(marker.href)}" aria-label="${name}" title="${name}"></a>`,
        iconSize: [16, 16],
        iconAnchor: [8, 8],
      });
      L.marker([marker.latitude, marker.longitude], { icon, keyboard: false })
        .bindTooltip(name, { direction: 'top', offset: [0, -8], permanent: markers.length <= NAMED_MARKERS, className: 'map-sighting-label' })
        .addTo(current.markers);
    }
    if (markers.length === 1) map.setView([markers[0]!.latitude, markers[0]!.longitude], 8);
    else if (markers.length > 1) map.fitBounds(L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number])).pad(0.2), { maxZoom: 8 });
  }, [markers, state]);

  // The pin: placed, moved or taken away as the position given changes.
  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const current = drawn.current;
    if (state !== 'shown' || !current) return;
    const { L, map } = current;
    if (latitude === undefined || longitude === undefined) {
      current.pin?.remove();
      current.pin = null;
      return;
    }
    const at: [number, number] = [latitude, longitude];
    if (current.pin) current.pin.setLatLng(at);
    else {
      const icon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22] });
      const marker = L.marker(at, { icon, draggable: !!pinned.current, keyboard: false, title: words.pinTitle, alt: words.pinAlt });
      marker.on('dragend', () => pinned.current?.(positionOf(marker.getLatLng())));
      current.pin = marker.addTo(map);
      if (map.getZoom() < 6) map.setView(at, 8);
    }
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [latitude, longitude, state]);

  return (
    <div className={`map-view map-view-${size}`}>
      {demo && <p className="map-demo">{words.demo}</p>}
      <div ref={element} className="map-canvas" role="region" aria-label={label} data-testid="map" data-state={state} />
      {state === 'failed' && <p className="map-failed">{words.failed}</p>}
    </div>
  );
}
