import { afterAll, describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { loadConfig } from '../../src/env';
import { startFakeTiles } from '../../src/fakes/tiles';

/**
 * What a standard XYZ tile server (tile.openstreetmap.org, the product's default) answers, held to the fake through
 * the template the product hands to the map: one 256×256 PNG per tile of the zoom level's 2^z × 2^z grid, zoom 0
 * to 19, and 404 for a tile outside it. Hand-made: no recording is needed for an image format.
 */
const tiles = startFakeTiles();
afterAll(() => tiles.stop());

/** The tile address as the map fills the template ({r}, the retina suffix, left empty). */
function tileAddress(z: number, x: number, y: number): string {
  const { tileUrl } = loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), MAP_TILE_URL: tiles.tileUrl }).maps;
  return tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{r}', '');
}

describe('the fake tile server', () => {
  test('answers each tile of the grid with a 256×256 PNG, from zoom 0 to 19', async () => {
    for (const [z, x, y] of [[0, 0, 0], [3, 7, 5], [19, 2 ** 19 - 1, 2 ** 19 - 1]] as const) {
      const response = await fetch(tileAddress(z, x, y));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: 'png', width: 256, height: 256 });
    }
  });

  test('answers 404 for a tile outside the grid or beyond zoom 19', async () => {
    for (const [z, x, y] of [[0, 1, 0], [2, 0, 4], [20, 0, 0]] as const) expect((await fetch(tileAddress(z, x, y))).status).toBe(404);
  });
});
