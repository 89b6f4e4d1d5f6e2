import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { format } from '../../lib/settings';

export interface MapTiles {
  /** A `{z}/{x}/{y}` template of http(s) tile images. */
  tileUrl: string;
  /** Credit shown on every map, and where it links (null: plain text). */
  attribution: string;
  attributionUrl: string | null;
  /** `npm run demo` only: blank tiles from the built-in fake tile server, and the map says so. */
  demo: boolean;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** One tile's address from the template ({r}, Leaflet's retina suffix, left empty). */
function sampleTile(template: string): string {
  return template.replaceAll('{z}', '1').replaceAll('{x}', '1').replaceAll('{y}', '1').replaceAll('{r}', '');
}

/** An http(s) URL whose path or query holds {z}, {x} and {y} (and maybe {r}), and whose host holds no placeholder. */
function isTileTemplate(template: string): boolean {
  const sample = sampleTile(template);
  if (!URL.canParse(sample)) return false;
  const parsed = new URL(sample);
  const placeholders = ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && placeholders && !/[{}]/.test(sample) && !parsed.host.includes('%7B');
}

/**
 * The map tiles the site's maps load straight from the browser. The tile host may hold no placeholder: the
 * Content-Security-Policy allows exactly its origin. MAP_TILE_ATTRIBUTION is plain text; the default credit links to
 * OpenStreetMap's copyright page, as its tile usage policy asks.
 */
export const mapTileSettings = t.Object({
  MAP_TILE_URL: t.String({
    default: DEFAULT_TILE_URL,
    format: format('tile-url', isTileTemplate),
    problem: (value) => `must be an http(s) URL with {z}, {x} and {y} in its path, got "${value}"`,
  }),
  MAP_TILE_ATTRIBUTION: t.Optional(t.String()),
});

export const mapTiles = (env: StaticDecode<typeof mapTileSettings>): MapTiles => ({
  tileUrl: env.MAP_TILE_URL,
  attribution: env.MAP_TILE_ATTRIBUTION ?? DEFAULT_TILE_ATTRIBUTION,
  attributionUrl: env.MAP_TILE_ATTRIBUTION ? null : OSM_COPYRIGHT_URL,
  demo: false,
});

/** The origin tiles are loaded from, for the Content-Security-Policy's img-src. */
export function tileOrigin(tiles: Pick<MapTiles, 'tileUrl'>): string {
  return new URL(sampleTile(tiles.tileUrl)).origin;
}
