/**
 * A small map tile server speaking the slippy-map wire format (`GET /{z}/{x}/{y}.png` → a PNG image), for the test
 * suites and `npm run demo`. `npm start` never uses it: real maps come from MAP_TILE_URL. Every tile is the same
 * blank sea-blue square, so a map drawn from it shows no land: the demo says it is a demo map.
 * Written by hand, as no recording is needed to know the format: what a standard XYZ server such as
 * tile.openstreetmap.org answers (a 256×256 PNG per tile of the zoom level's grid, 404 outside it), which
 * test-support/contracts/tiles.test.ts checks through the product's own tile URL template.
 *
 *   bun api/src/fakes/tiles.ts --port 4560
 *   GET /__requests tells how many tiles were asked for, and which.
 */
import { json } from './serve';

/** A 256×256 PNG (one-colour palette, 177 bytes) in OpenStreetMap's sea colour, #aad3df. */
export const BLANK_TILE = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEWq09/P7Lz1AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVElEQVR42u3BAQEAAACAkP6v7ggKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEPAAEccgnDAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);

const TILE_PATH = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/;

export interface FakeTiles {
  /** The template to give MAP_TILE_URL. */
  tileUrl: string;
  port: number;
  /** The `z/x/y` of every tile asked for since the last reset. */
  requests: string[];
  reset(): void;
  stop(): Promise<void>;
}

export function startFakeTiles(options: { port?: number } = {}): FakeTiles {
  const requests: string[] = [];
  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === '/__requests') return json({ count: requests.length, tiles: requests });
      const match = TILE_PATH.exec(pathname);
      if (!match) return json({ message: 'Not found' }, 404);
      const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
      // Like a real tile server: a tile outside the zoom level's 2^z × 2^z grid does not exist.
      if (z > 19 || x >= 2 ** z || y >= 2 ** z) return new Response('Tile not found', { status: 404 });
      requests.push(`${z}/${x}/${y}`);
      return new Response(BLANK_TILE, { headers: { 'content-type': 'image/png', 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
    },
  });
  return {
    tileUrl: `http://127.0.0.1:${server.port}/{z}/{x}/{y}.png`,
    port: server.port!,
    requests,
    reset: () => void (requests.length = 0),
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const at = process.argv.indexOf('--port');
  const fake = startFakeTiles({ port: Number(at > 0 ? process.argv[at + 1] : 4560) });
  console.log(`Fake map tile server on ${fake.tileUrl}`);
}
