import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { mapSettings, type MapSettings } from './model';

/**
 * GET /api/map, open to everyone: the static site learns at run time which tile server its maps use. The answer
 * changes only with the server's environment, so browsers may keep it for an hour.
 */
export function mapRoutes(ctx: AppContext) {
  return new Elysia({ name: 'maps' }).get(
    '/map',
    ({ set }): MapSettings => {
      set.headers['cache-control'] = 'public, max-age=3600';
      const { tileUrl, attribution, attributionUrl, demo } = ctx.config.maps;
      return { tileUrl, attribution, attributionUrl, demo };
    },
    { response: mapSettings },
  );
}
