/**
 * How the fakes of outside services listen: on the loopback only, on the port asked (any free one without), and
 * with no idle timeout, so that a slow scenario can hold a request for as long as it says.
 */
export const serveFake = (port: number | undefined, handler: { fetch(request: Request): Response | Promise<Response> }) =>
  Bun.serve({ port: port ?? 0, hostname: '127.0.0.1', idleTimeout: 0, fetch: handler.fetch });

/** A JSON answer, as the outside services send theirs. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
