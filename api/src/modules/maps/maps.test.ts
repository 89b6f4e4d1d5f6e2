import { afterAll, describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig } from '../../env';
import { startFakeTiles } from '../../fakes/tiles';
import { startDemoTiles } from '../../demo/tiles';
import { testApp } from '../../../test-support/harness';

const tiles = startFakeTiles();
afterAll(() => tiles.stop());

describe('GET /api/map', () => {
  test("OpenStreetMap's tiles and its linked credit unless the environment names others", async () => {
    const visitor = (await testApp()).client();
    const response = await visitor.get('/api/map');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      demo: false,
    });
    // The same for everyone: browsers may keep it a while.
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  test('MAP_TILE_URL and MAP_TILE_ATTRIBUTION are what the site is told', async () => {
    const env = { MAP_TILE_URL: tiles.tileUrl, MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors' };
    const body = await (await (await testApp({}, env)).client().get('/api/map')).json();
    expect(body).toEqual({ tileUrl: tiles.tileUrl, attribution: env.MAP_TILE_ATTRIBUTION, attributionUrl: null, demo: false });
  });

  test('a MAP_TILE_URL that is not an http(s) {z}/{x}/{y} template stops the server with a message naming it', () => {
    const base = { DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32) };
    for (const bad of ['tile.openstreetmap.org/{z}/{x}/{y}.png', 'ftp://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/{z}/{x}.png', 'https://{s}.tiles.example/{z}/{x}/{y}.png']) {
      expect(() => loadConfig({ ...base, MAP_TILE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, MAP_TILE_URL: bad })).toThrow('MAP_TILE_URL must be an http(s) URL');
    }
  });
});

describe('the fake tile server', () => {
  test('answers a PNG for any tile of the grid, 404 outside it, and counts what it served', async () => {
    tiles.reset();
    const tile = await fetch(tiles.tileUrl.replace('{z}/{x}/{y}', '3/4/5'));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await tile.arrayBuffer()).slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect((await fetch(tiles.tileUrl.replace('{z}/{x}/{y}', '2/4/0'))).status).toBe(404);
    expect(tiles.requests).toEqual(['3/4/5']);
    const counted = await (await fetch(tiles.tileUrl.replace('{z}/{x}/{y}.png', '__requests'))).json();
    expect(counted).toEqual({ count: 1, tiles: ['3/4/5'] });
  });
});

describe('demo mode', () => {
  test('maps show blank tiles from the built-in fake and say they are a demo map, unless MAP_TILE_URL is set', async () => {
    const base = { DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32) };
    const real = loadConfig({ ...base, MAP_TILE_URL: tiles.tileUrl }).maps;
    expect(await startDemoTiles(real, { MAP_TILE_URL: tiles.tileUrl })).toBe(real);
    const demo = await startDemoTiles(loadConfig(base).maps, {});
    expect(demo).toMatchObject({ attribution: 'Demo map: blank tiles, no land shown', attributionUrl: null, demo: true });
    expect(demo.tileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\{z\}\/\{x\}\/\{y\}\.png$/);
    expect((await fetch(demo.tileUrl.replace('{z}/{x}/{y}', '0/0/0'))).headers.get('content-type')).toBe('image/png');
  });
});
