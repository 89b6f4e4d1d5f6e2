import type { Config } from '../env';

/**
 * `npm run demo` only (DEMO_MODE=true): blank map tiles from the fake tile server in this process, unless
 * MAP_TILE_URL names a real tile server. Every map then says it is a demo map. The fake is loaded only here, never
 * by `npm start`.
 */
export async function startDemoTiles(maps: Config['maps'], source: Record<string, string | undefined> = process.env): Promise<Config['maps']> {
  if (source.MAP_TILE_URL?.trim()) return maps;
  const { startFakeTiles } = await import('../fakes/tiles');
  const fake = startFakeTiles();
  console.warn(`DEMO MODE: maps show blank tiles from a built-in fake tile server (${fake.tileUrl}); set MAP_TILE_URL for a real map.`);
  return { tileUrl: fake.tileUrl, attribution: 'Demo map: blank tiles, no land shown', attributionUrl: null, demo: true };
}
