/**
 * A round-robin reverse proxy in front of several app instances, as a load balancer is: no sticky sessions (each
 * request goes to the next instance in turn, so any instance must answer any request), X-Forwarded-For appended with
 * the address the request came from, bodies streamed both ways and passed on byte for byte (compressed ones too).
 *
 * An instance that cannot be reached is skipped for DOWN_FOR_MS. A request that met it is sent to the next instance
 * when its method is idempotent and bodiless (GET, HEAD, OPTIONS); any other is answered 502, since its body is
 * streamed and may be partly sent already.
 *
 *   bun scripts/scale/proxy.ts --port 8080 http://127.0.0.1:4001 http://127.0.0.1:4002
 */

export interface Proxy {
  url: string;
  /** The instances, tried in turn; may be changed while the proxy runs. */
  upstreams: string[];
  /** How many requests each instance answered, by its URL. */
  answered: Map<string, number>;
  stop(): Promise<void>;
}

/** How long an instance that could not be reached is tried only after the others. */
export const DOWN_FOR_MS = 5_000;
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Headers about one connection, never passed on (RFC 9110, 7.6.1); Host is set by the connection to the instance. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host'];

/** Bun's fetch option that leaves a compressed body as it came, so the Content-Encoding passed on stays true. */
type PassThrough = RequestInit & { decompress: false };

function withoutHopByHop(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of HOP_BY_HOP) copy.delete(name);
  return copy;
}

export function startProxy(options: { upstreams?: string[]; port?: number } = {}): Proxy {
  const upstreams = [...(options.upstreams ?? [])];
  const answered = new Map<string, number>();
  const downUntil = new Map<string, number>();
  let turn = 0;

  /** Every instance once: from the next in turn, the reachable ones before those recently down. */
  function candidates(): string[] {
    const start = turn++ % upstreams.length;
    const inTurn = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    const isDown = (upstream: string) => (downUntil.get(upstream) ?? 0) > now;
    return [...inTurn.filter((upstream) => !isDown(upstream)), ...inTurn.filter(isDown)];
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: options.port ?? 0,
    // An identification may take the model's whole timeout; the connection waits for it.
    idleTimeout: 120,
    async fetch(request, server) {
      if (!upstreams.length) return new Response('No instance to send the request to', { status: 503 });
      const url = new URL(request.url);
      const headers = withoutHopByHop(request.headers);
      const peer = server.requestIP(request)?.address;
      const chain = request.headers.get('x-forwarded-for');
      if (peer) headers.set('x-forwarded-for', chain ? `${chain}, ${peer}` : peer);
      headers.set('x-forwarded-host', request.headers.get('host') ?? url.host);
      headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
      const resendable = RESENDABLE.has(request.method);

      for (const upstream of candidates()) {
        let answer: Response;
        try {
          const init: PassThrough = { method: request.method, headers, body: request.body, redirect: 'manual', decompress: false, signal: request.signal };
          answer = await fetch(`${upstream}${url.pathname}${url.search}`, init);
        } catch {
          if (request.signal.aborted) return new Response(null, { status: 499 });
          downUntil.set(upstream, Date.now() + DOWN_FOR_MS);
          if (resendable) continue;
          break;
        }
        downUntil.delete(upstream);
        answered.set(upstream, (answered.get(upstream) ?? 0) + 1);
        // Headers keep every Set-Cookie line apart (getSetCookie), so each cookie reaches the browser.
        return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: withoutHopByHop(answer.headers) });
      }
      return new Response('Bad Gateway: no instance answered', { status: 502 });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    upstreams,
    answered,
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : 8080;
  const upstreams = process.argv.slice(2).filter((arg, i, args) => arg !== '--port' && args[i - 1] !== '--port');
  if (!upstreams.length) {
    console.error('Usage: bun scripts/scale/proxy.ts [--port 8080] <instance URL>...');
    process.exit(1);
  }
  const proxy = startProxy({ port, upstreams });
  console.log(`Round robin on ${proxy.url} over ${upstreams.join(', ')}`);
}
