import { addressKey, inRanges, type IpRange } from '../ip-ranges';

/** Whether to read X-Forwarded-For, and which peers are proxies of our own whose entries can be believed. */
export interface ProxyTrust {
  trustProxy: boolean;
  trustedProxies: IpRange[];
}

/**
 * The address of the peer that sent a request. The HTTP server records it here before handing the
 * request to the app.
 */
const peers = new WeakMap<Request, string>();

export function recordClientIp(request: Request, ip: string): void {
  peers.set(request, ip);
}

/** A request made from another (its body read through a stream of ours) comes from the same peer. */
export function carryClientIp(from: Request, to: Request): void {
  const ip = peers.get(from);
  if (ip !== undefined) peers.set(to, ip);
}

/** "203.0.113.7", "203.0.113.7:5100", "[2001:db8::1]:443" -> the address alone. */
function bareAddress(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\]/.exec(text);
  if (bracketed) return bracketed[1]!;
  return /^\d+\.\d+\.\d+\.\d+:\d+$/.test(text) ? text.slice(0, text.lastIndexOf(':')) : text;
}

/**
 * The client of a request. Behind proxies (`TRUST_PROXY`), each proxy appends the address it received the
 * request from to X-Forwarded-For, so only the entries added by our own proxies can be believed: the client
 * is the right-most address, counting the peer itself, that is not a trusted proxy. Anything to its left
 * was written by the client and is ignored, so a forged first entry changes nothing.
 */
export function clientIp(request: Request, proxy: ProxyTrust): string {
  const peer = peers.get(request) ?? 'unknown';
  if (!proxy.trustProxy || !inRanges(peer, proxy.trustedProxies)) return peer;
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map(bareAddress).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!inRanges(chain[i]!, proxy.trustedProxies)) return chain[i]!;
  }
  // Every hop is ours: the left-most is the nearest we know to the client.
  return chain[0] ?? peer;
}

/**
 * The client as every limit per address counts it (see `addressKey`): its IPv4 address, or its IPv6 network of
 * IPV6_LIMIT_PREFIX bits, so that a host cannot pass a limit by taking another address of its own /64. Logs
 * that need the address itself read `clientIp`.
 */
export function clientAddressKey(request: Request, config: ProxyTrust & { ipv6LimitPrefix: number }): string {
  return addressKey(clientIp(request, config), config.ipv6LimitPrefix);
}
