/** A CDN's purge endpoint (CATALOGUE_PURGE_URL): records the paths it is told, or answers 503 while set down. */
export function fakeCdn() {
  const told: string[][] = [];
  let down = false;
  // Those waiting for a path to be told: each is called after every purge the CDN records.
  let waiting: Array<() => void> = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      if (down) return new Response('busy', { status: 503 });
      told.push(((await request.json()) as { paths: string[] }).paths);
      for (const wake of waiting.splice(0)) wake();
      return new Response(null, { status: 204 });
    },
  });
  /** The paths told since purge number `from`, once they include every one of `paths` (purges are sent after the change). */
  async function toldSince(from: number, paths: string[]): Promise<string[]> {
    for (;;) {
      const since = told.slice(from).flat();
      if (paths.every((path) => since.includes(path))) return since;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  }
  return { url: `http://127.0.0.1:${server.port}/purge`, told, toldSince, setDown: (value: boolean) => (down = value), stop: () => server.stop(true) };
}
