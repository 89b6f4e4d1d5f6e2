import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPrograms } from './debian';

export const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8440);

/** Requests per second wrk measures on `url` (1 thread, 64 connections); any failed answer stops the bench. */
export async function wrk(url: string, seconds = 10, script?: string): Promise<number> {
  return (await wrkRun(url, seconds, script)).requestsPerSecond;
}

export interface WrkRun {
  requestsPerSecond: number;
  /** Latency in ms: wrk's mean and its percentiles (--latency). */
  latencyMs: { mean: number; p50: number; p90: number; p99: number };
}

/** One wrk run (1 thread, 64 connections) with its latency distribution; any failed answer stops the bench. */
export async function wrkRun(url: string, seconds = 10, script?: string): Promise<WrkRun> {
  await ensureDebianPrograms({ '/usr/bin/wrk': 'wrk' });
  const child = Bun.spawn(['wrk', '-t1', '-c64', '--latency', `-d${seconds}s`, ...(script ? ['-s', script] : []), url], { stdout: 'pipe', stderr: 'inherit' });
  const output = await new Response(child.stdout).text();
  await child.exited;
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const errors = output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1];
  if (!rps || errors) throw new Error(`wrk against ${url} failed:\n${output}`);
  const ms = (pattern: RegExp) => {
    const [, value, unit] = output.match(pattern) ?? [];
    if (!value) throw new Error(`wrk printed no ${pattern}:\n${output}`);
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit!]!;
  };
  const latencyMs = { mean: ms(/Latency\s+([\d.]+)(us|ms|s|m)\b/), p50: ms(/50%\s+([\d.]+)(us|ms|s|m)\b/), p90: ms(/90%\s+([\d.]+)(us|ms|s|m)\b/), p99: ms(/99%\s+([\d.]+)(us|ms|s|m)\b/) };
  return { requestsPerSecond: rps, latencyMs };
}

/**
 * Debian's nginx on NGINX_PORT with `server` as its one server block (its `listen` line is added), run in a temp
 * folder until `stop`. Resolves once `readyPath` answers 200.
 */
export async function startNginx({ server, workers = 'auto', readyPath = '/' }: { server: string; workers?: string; readyPath?: string }) {
  await ensureDebianPrograms({ '/usr/sbin/nginx': 'nginx' });
  const prefix = mkdtempSync(join(tmpdir(), 'reefid-nginx-'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes ${workers};
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
${server.replace('server {', `server {\n    listen 127.0.0.1:${NGINX_PORT};`)}
}
`,
  );
  const nginx = Bun.spawn(['/usr/sbin/nginx', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stderr: 'inherit' });
  const stop = async () => {
    nginx.kill();
    await nginx.exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${NGINX_PORT}`;
  for (let tries = 0; (await fetch(`${url}${readyPath}`).catch(() => null))?.status !== 200; tries++) {
    if (tries > 50) {
      const log = readFileSync(join(prefix, 'error.log'), 'utf8');
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await Bun.sleep(100);
  }
  return { url, stop };
}
