/**
 * The address of the peer that sent a request. The HTTP server records it here before handing the
 * request to the app; behind a trusted reverse proxy the first X-Forwarded-For address is used instead.
 */
const peers = new WeakMap<Request, string>();

export function recordClientIp(request: Request, ip: string): void {
  peers.set(request, ip);
}

export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return peers.get(request) ?? 'unknown';
}
