import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPrograms } from '../support/debian';

const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8440);
const WRK_SECONDS = 10;

async function wrk(url: string, seconds = WRK_SECONDS): Promise<number> {
  const child = Bun.spawn(['wrk', '-t1', '-c64', `-d${seconds}s`, url], { stdout: 'pipe', stderr: 'inherit' });
  const output = await new Response(child.stdout).text();
  await child.exited;
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const errors = output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1];
  if (!rps || errors) throw new Error(`wrk against ${url} failed:\n${output}`);
  return rps;
}

function nginxConfig(prefix: string, root: string, workers: string): string {
  return `worker_processes ${workers};
user root;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/**
 * Requests per second for one species page: our server (serving from its build) against Debian's nginx
 * serving the very same file from the same folder, both on loopback, measured alternately with wrk.
 */
export async function benchSpeciesPageRps(serverUrl: string, buildSiteDir: string, slug: string) {
  await ensureDebianPrograms({ '/usr/sbin/nginx': 'nginx', '/usr/bin/wrk': 'wrk' });
  const results: Record<string, { ours: number[]; nginx: number[] }> = {};
  for (const workers of ['auto', '1']) {
    const prefix = mkdtempSync(join(tmpdir(), 'reefid-nginx-'));
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, buildSiteDir, workers));
    const nginx = Bun.spawn(['/usr/sbin/nginx', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stderr: 'inherit' });
    try {
      const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/species/${slug}/`;
      const oursUrl = `${serverUrl.replace('localhost', '127.0.0.1')}/species/${slug}`;
      for (let tries = 0; (await fetch(nginxUrl).catch(() => null))?.status !== 200; tries++) {
        if (tries > 50) throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
        await Bun.sleep(100);
      }
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
      nginx.kill();
      await nginx.exited;
      rmSync(prefix, { recursive: true, force: true });
    }
  }
  return results;
}
