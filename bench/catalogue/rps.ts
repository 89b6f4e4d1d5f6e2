import { startNginx, wrk } from '../support/nginx';

/**
 * Requests per second for one species page: our server (serving from its build) against Debian's nginx
 * serving the very same file from the same folder, both on loopback, measured alternately with wrk.
 */
export async function benchSpeciesPageRps(serverUrl: string, buildSiteDir: string, slug: string) {
  const results: Record<string, { ours: number[]; nginx: number[] }> = {};
  for (const workers of ['auto', '1']) {
    const nginx = await startNginx({
      workers,
      readyPath: `/species/${slug}/`,
      server: `  server {
    root ${buildSiteDir};
    location / { try_files $uri $uri/index.html =404; }
  }`,
    });
    try {
      const nginxUrl = `${nginx.url}/species/${slug}/`;
      const oursUrl = `${serverUrl.replace('localhost', '127.0.0.1')}/species/${slug}`;
      const [fromNginx, fromOurs] = await Promise.all([fetch(nginxUrl).then((r) => r.text()), fetch(oursUrl).then((r) => r.text())]);
      if (fromNginx !== fromOurs) throw new Error('nginx and the server answer different bodies for the page');
      // Warm-up: the first seconds of load on the server include JIT compilation of the request path.
      await wrk(oursUrl, 5);
      await wrk(nginxUrl, 2);
      const round = { ours: [] as number[], nginx: [] as number[] };
      for (let i = 0; i < 2; i++) {
        round.nginx.push(await wrk(nginxUrl));
        round.ours.push(await wrk(oursUrl));
      }
      results[`nginx worker_processes ${workers}`] = round;
    } finally {
      await nginx.stop();
    }
  }
  return results;
}
