import { t } from 'elysia';

/** GET /api/map: where the site's maps load their tiles, and the credit every map shows. */
export const mapSettings = t.Object({
  /** A `{z}/{x}/{y}` template (MAP_TILE_URL). */
  tileUrl: t.String(),
  /** Plain text (MAP_TILE_ATTRIBUTION), linked to attributionUrl when there is one. */
  attribution: t.String(),
  attributionUrl: t.Nullable(t.String()),
  /** Demo mode's blank tiles: the map says it is a demo map. */
  demo: t.Boolean(),
});
export type MapSettings = typeof mapSettings.static;
