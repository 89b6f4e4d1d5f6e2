/** A CDN's purge endpoint (CATALOGUE_PURGE_URL): records the paths it is told, or answers 503 while set down. */
export function fakeCdn() {
  const told: string[][] = [];
  let down = false;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      if (down) return new Response('busy', { status: 503 });
      told.push(((await request.json()) as { paths: string[] }).paths);
      return new Response(null, { status: 204 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/purge`, told, setDown: (value: boolean) => (down = value), stop: () => server.stop(true) };
}
